/**
 * The directory's Política de privacidade page copy (one module, so only that page ships it).
 * Part of the catalogue: see ../messages.ts for the rules.
 */

// ── directory: Política de privacidade page (our wording; 002 §2 lists the topics) ─────────────────
export const politicaVigencia = 'Vigente desde agosto de 2021.' // our wording
export const politicaSobreTitulo = 'Sobre esta política' // our wording
export const politicaSobreTexto =
  'Esta política explica quais dados pessoais coletamos quando você usa o nosso aplicativo e os sites dos restaurantes parceiros, por que coletamos, como os protegemos e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).' // our wording
export const politicaDadosTitulo = 'Quais dados coletamos e para quê' // our wording
export const politicaDadosTexto =
  'Coletamos apenas os dados necessários para prestar os serviços que você escolhe usar:' // our wording
export const politicaDadosItem1 =
  'Delivery: nome, telefone, e-mail e endereço de entrega, para que o restaurante receba, prepare e entregue o seu pedido e possa falar com você sobre ele.' // our wording
export const politicaDadosItem2 =
  'Fidelidade: a sua identificação e o histórico de pontos, prêmios e resgates, para manter o seu saldo e os benefícios de cada restaurante.' // our wording
export const politicaDadosItem3 =
  'Acompanhamento da conta: o código da mesa e os itens consumidos, para que você veja a conta em tempo real e pague a sua parte.' // our wording
export const politicaBancariosTitulo = 'Dados bancários' // our wording
export const politicaBancariosTexto =
  'Não armazenamos dados bancários. Os pagamentos on-line são processados por instituições de pagamento autorizadas, que recebem diretamente os dados necessários para cada transação.' // our wording
export const politicaCompartilhamentoTitulo = 'Compartilhamento' // our wording
export const politicaCompartilhamentoTexto =
  'Não vendemos nem compartilhamos os seus dados pessoais com terceiros, exceto com o restaurante em que você faz o pedido, na medida necessária para atendê-lo, ou quando a lei ou uma ordem judicial nos obrigar.' // our wording
export const politicaLoginSocialTitulo = 'Login com Facebook ou Google' // our wording
export const politicaLoginSocialTexto =
  'Você pode entrar com a sua conta do Facebook ou do Google. Nesse caso, recebemos dessas plataformas apenas o seu nome, o seu e-mail e a sua foto de perfil, com a sua autorização, e não temos acesso à sua senha.' // our wording
export const politicaCompromissosTitulo = 'Seus compromissos como usuário' // our wording
export const politicaCompromissosTexto = 'Ao usar o aplicativo, você se compromete a:' // our wording
export const politicaCompromissosItem1 = 'informar dados verdadeiros, completos e atualizados;' // our wording
export const politicaCompromissosItem2 =
  'manter a sua senha em sigilo e não compartilhar o acesso à sua conta;' // our wording
export const politicaCompromissosItem3 =
  'não usar o serviço para fins ilegais, fraudulentos ou que prejudiquem restaurantes e outros usuários;' // our wording
export const politicaCompromissosItem4 = 'não fazer pedidos que não pretende receber ou pagar;' // our wording
export const politicaCompromissosItem5 =
  'respeitar os termos de uso e as regras de cada restaurante.' // our wording
export const politicaDireitosTitulo = 'Seus direitos' // our wording
export const politicaDireitosTexto =
  'Você pode pedir a qualquer momento a confirmação do tratamento, o acesso, a correção ou a exclusão dos seus dados, e revogar consentimentos, pelos canais de atendimento do aplicativo.' // our wording

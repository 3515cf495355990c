/**
 * Long-form copy of the marketing pages. The specification lists the topics (002 §2) without wording them:
 * the text is ours, written for this product. One module per page, so each page ships only its own copy.
 */

export interface PolicySection {
  title: string
  paragraphs?: readonly string[]
  items?: readonly string[]
}

export const policyEffective = 'Vigente desde agosto de 2021.'

/** Política de privacidade: the topics of 002 §2, in plain language. */
export const policySections: readonly PolicySection[] = [
  {
    title: 'Sobre esta política',
    paragraphs: [
      'Esta política explica quais dados pessoais coletamos quando você usa o nosso aplicativo e os sites dos restaurantes parceiros, por que coletamos, como os protegemos e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
    ],
  },
  {
    title: 'Quais dados coletamos e para quê',
    paragraphs: [
      'Coletamos apenas os dados necessários para prestar os serviços que você escolhe usar:',
    ],
    items: [
      'Delivery: nome, telefone, e-mail e endereço de entrega, para que o restaurante receba, prepare e entregue o seu pedido e possa falar com você sobre ele.',
      'Fidelidade: a sua identificação e o histórico de pontos, prêmios e resgates, para manter o seu saldo e os benefícios de cada restaurante.',
      'Acompanhamento da conta: o código da mesa e os itens consumidos, para que você veja a conta em tempo real e pague a sua parte.',
    ],
  },
  {
    title: 'Dados bancários',
    paragraphs: [
      'Não armazenamos dados bancários. Os pagamentos on-line são processados por instituições de pagamento autorizadas, que recebem diretamente os dados necessários para cada transação.',
    ],
  },
  {
    title: 'Compartilhamento',
    paragraphs: [
      'Não vendemos nem compartilhamos os seus dados pessoais com terceiros, exceto com o restaurante em que você faz o pedido, na medida necessária para atendê-lo, ou quando a lei ou uma ordem judicial nos obrigar.',
    ],
  },
  {
    title: 'Login com Facebook ou Google',
    paragraphs: [
      'Você pode entrar com a sua conta do Facebook ou do Google. Nesse caso, recebemos dessas plataformas apenas o seu nome, o seu e-mail e a sua foto de perfil, com a sua autorização, e não temos acesso à sua senha.',
    ],
  },
  {
    title: 'Seus compromissos como usuário',
    paragraphs: ['Ao usar o aplicativo, você se compromete a:'],
    items: [
      'informar dados verdadeiros, completos e atualizados;',
      'manter a sua senha em sigilo e não compartilhar o acesso à sua conta;',
      'não usar o serviço para fins ilegais, fraudulentos ou que prejudiquem restaurantes e outros usuários;',
      'não fazer pedidos que não pretende receber ou pagar;',
      'respeitar os termos de uso e as regras de cada restaurante.',
    ],
  },
  {
    title: 'Seus direitos',
    paragraphs: [
      'Você pode pedir a qualquer momento a confirmação do tratamento, o acesso, a correção ou a exclusão dos seus dados, e revogar consentimentos, pelos canais de atendimento do aplicativo.',
    ],
  },
]

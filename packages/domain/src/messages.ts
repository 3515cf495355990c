/**
 * The Portuguese message catalogue: every user-facing message, label and status name of the
 * three specification documents (000 shell/accounts, 001 ordering, 002 tab/loyalty/directory).
 *
 * Rules for this file:
 * - Texts quoted by the specification are copied WORD FOR WORD, typos included ('esta vazio',
 *   'está operação', 'numero', 'invalido', 'entrega-lo'): diners and restaurants already know them.
 * - Entries marked `// our wording` are things the specification says exist without wording them;
 *   the text is ours and may be improved, the key must not change.
 * - Keys are never renamed or removed once committed (other packages import them); only add.
 * - Texts with {placeholders} are functions, so a caller cannot forget an argument.
 */

type Placeholder = string | number

export const messages = {
  // ── Shell, top menu and landing (000 §1–§2, 001 §2) ────────────────────────────────────────
  delivery: 'Delivery',
  menu: 'Menu',
  eventos: 'Eventos',
  reservas: 'Reservas',
  carrinho: 'Carrinho',
  inicio: 'Início',
  criarConta: 'Criar conta',
  entrar: 'Entrar',
  sair: 'Sair',
  fazerPedido: 'FAZER PEDIDO',
  conhecaNossoMenu: 'Conheça nosso menu',
  informacoesDaSemana: 'Informações da Semana',
  /** The default product name shown as page title when the company has none. Our wording. */
  nomeProdutoPadrao: 'Prato', // our wording
  /** Greeting in the profile dropdown. Our wording (spec: "a greeting with the first name"). */
  saudacao: (primeiroNome: Placeholder) => `Olá, ${primeiroNome}`, // our wording
  // Profile dropdown entries: the spec names them in English; Portuguese is our wording.
  menuMeuPerfil: 'Meu Perfil', // our wording
  menuTrocarTelefone: 'Trocar Telefone', // our wording (same words as the dialog title)
  menuFormasPagamento: 'Formas de Pagamento', // our wording
  menuEnderecos: 'Endereços', // our wording
  menuMeusPedidosDelivery: 'Meus Pedidos - Delivery', // our wording
  menuMeusPedidosMenu: 'Meus Pedidos - Menu', // our wording
  voltarAoTopo: 'Voltar ao topo', // our wording (scroll-to-top button label)
  // Landing buttons (001 §2)
  botaoCompleto: 'Completo',
  botaoFidelidade: 'Fidelidade',
  botaoPedidoPontoEntrega: 'Pedido - Ponto de Entrega',
  botaoReserva: 'Reserva',
  botaoMensagem: 'Fale conosco', // our wording (the restaurant's messaging link)
  botaoWifi: 'WiFi', // our wording
  wifiRede: 'Rede', // our wording
  wifiSenha: 'Senha', // our wording
  botaoAvaliacoesSite: 'Avalie-nos', // our wording (review-site link)
  baixarAndroid: 'Disponível no Google Play', // our wording
  baixarIOS: 'Baixar na App Store', // our wording
  tempoMedioEntrega: 'Tempo médio de entrega', // our wording

  // ── Dialog titles (000 §2, 001 §2) ──────────────────────────────────────────────────────────
  fazerLoginTitulo: 'Fazer Login',
  fazerCadastro: 'Fazer Cadastro',
  recuperarSenha: 'Recuperar senha', // our wording (password recovery dialog)
  confirmarSms: 'Confirmar SMS',
  trocarTelefone: 'Trocar Telefone',
  informeTelefoneTitulo: 'Informe o telefone',
  perfil: 'Perfil',
  pesquisarEndereco: 'Pesquisar endereço',
  enderecoParaEntrega: 'Endereço para entrega',
  suaAvaliacao: 'Sua avaliação',
  avaliacoes: 'Avaliações',
  avaliacao: 'Avaliação',
  mesa: 'Mesa',
  aviso: 'Aviso',
  esqueciSenha: 'Esqueci minha senha', // our wording (forgot-password link)
  cadastrar: 'Cadastrar', // our wording (register button of the login dialog)
  reenviarCodigo: 'Reenviar código', // our wording (SMS resend)

  // ── Common buttons ──────────────────────────────────────────────────────────────────────────
  confirmar: 'Confirmar',
  nao: 'Não',
  sim: 'Sim',
  cancelar: 'Cancelar',
  voltar: 'Voltar',
  proxima: 'Próxima',
  salvar: 'Salvar',
  enviar: 'Enviar',
  enviando: 'Enviando...',
  carregando: 'Carregando...',
  consultando: 'Consultando...',
  atualizar: 'Atualizar',
  remover: 'Remover',
  fechar: 'Fechar', // our wording
  copiar: 'Copiar', // our wording
  copiado: 'Copiado!', // our wording ('copied' label, resets after 3 s)
  aplicar: 'Aplicar', // our wording (voucher button before applying)
  finalizarPedido: 'Finalizar pedido', // our wording
  adicionar: 'Adicionar', // our wording (add-to-cart button)

  // ── Form labels (our wording unless quoted) ────────────────────────────────────────────────
  labelNome: 'Nome', // our wording
  labelSobrenome: 'Sobrenome', // our wording
  labelEmail: 'E-mail', // our wording
  labelSenha: 'Senha', // our wording
  labelTelefone: 'Telefone', // our wording
  labelCelular: 'Celular',
  labelMensagem: 'Mensagem', // our wording
  labelSexo: 'Sexo', // our wording
  sexoMasculino: 'Masculino', // our wording (sexo 'm')
  sexoFeminino: 'Feminino', // our wording (sexo 'f')
  sexoOutro: 'Outro', // our wording (sexo 'o')
  labelCpf: 'CPF', // our wording
  labelCpfCnpj: 'CPF/CNPJ', // our wording
  labelDataNascimento: 'Data de nascimento', // our wording
  labelCep: 'CEP', // our wording
  labelRua: 'Rua', // our wording
  labelNumero: 'Número', // our wording
  labelComplemento: 'Complemento', // our wording
  labelReferencia: 'Referência', // our wording
  labelBairro: 'Bairro', // our wording
  labelCidade: 'Cidade', // our wording
  labelEstado: 'Estado', // our wording
  labelNomeEndereco: 'Nome do endereço', // our wording
  labelCodigoSms: 'Código do SMS', // our wording
  labelNovoTelefone: 'Novo telefone', // our wording
  labelObservacao: 'Observação', // our wording
  labelObservacaoResgate: 'Observação (máximo 50 caracteres)',
  labelQuantidade: 'Quantidade', // our wording
  labelTamanho: 'Tamanho', // our wording
  labelNumeroCartao: 'Número do cartão', // our wording
  labelValidade: 'Validade', // our wording
  labelCodigoSeguranca: 'CVV', // our wording
  labelNomePortador: 'Nome impresso no cartão', // our wording
  labelCupom: 'Cupom', // our wording
  labelValor: 'Valor', // our wording
  labelChaveComanda: 'Chave da comanda', // our wording
  labelCodigoConta: 'Código da conta', // our wording
  labelHorario: 'Horário', // our wording
  labelPessoas: 'Pessoas', // our wording
  labelQual: 'Qual ?',
  defaultAddressName: 'Minha casa',
  paisPadrao: 'Brasil',

  // ── Registration, login and account (000 §5, §8) ───────────────────────────────────────────
  informeNome: 'Informe o nome!',
  informeSobrenome: 'Informe o sobrenome!',
  informeTelefone: 'Informe o telefone!',
  informeEmail: 'Informe o email!',
  informeSenha: 'Informe a senha!',
  senhaMinimo: 'Informe pelo menos 6 caracteres na senha!',
  emailInvalido: 'Informe um email válido!', // our wording (format check; spec only says required)
  informeCodigoSms: 'Informe o código do SMS!',
  informeNovoTelefone: 'Informe o novo telefone corretamente!',
  loginFalhou: 'Usuário ou senha inválidos!',
  cadastroFalhou: 'Houve um problema ao realizar o cadastro.',
  recuperarSenhaFalhou: 'Não foi possível recuperar a senha do usuário!',
  /** 000 §8 "an alert saying that an e-mail with recovery information was sent". */
  recuperarSenhaSucesso:
    'Enviamos um e-mail com as informações para recuperar a sua senha. Verifique sua caixa de entrada.', // our wording
  smsConfirmacaoFalhou: 'Código ou e-mail não encontrado, solicite um novo código.',
  operacaoFalhou: 'Houve um problema ao realizar esta operação.',
  trocarTelefoneFalhou: 'Houve um problema ao trocar o telefone, tente mais tarde',
  perfilFalhou: 'Houve um problema',
  operacaoSucesso: 'Operação realizada com sucesso',
  fazerLoginAntes: 'Você precisa fazer login antes de continuar.',
  fazerLogin: 'Fazer login',
  continuarSemCadastro: 'Continuar sem cadastro',
  autenticarAntes: 'Você precisa se autenticar antes de continuar',
  facaLoginParaContinuar: 'Faça Login para continuar',
  dataNascimentoInvalida: 'Informe uma data de nascimento válida!', // our wording
  userInfoFalhou: 'Não foi possível carregar os dados do usuário.', // our wording (000 §8: not shown)

  // ── Addresses (000 §4–§5, §8) ──────────────────────────────────────────────────────────────
  enderecoNaoAceitaEntrega: 'Este estabelecimento não aceita entrega para este endereço!',
  informeBairro: 'Informe o bairro! Você precisa buscar o endereço pelo CEP ou fazer uma pesquisa!',
  informeRua: 'Informe a rua!',
  informeNumero: 'Informe o numero!',
  cepInvalido: 'CEP em formato inválido!',
  cepInexistente: 'Este cep não existe na base dos correios!',
  enderecoNaoBrasileiro: 'Você precisa selecionar um endereço brasileiro.',
  salvarEnderecoFalhou: 'Houve um problema ao salvar o endereço.',
  selecionarEnderecoFalhou: 'Não foi possível selecionar este endereço!',
  informeCidade: 'Informe a cidade!', // our wording
  informeEstado: 'Informe o estado!', // our wording

  // ── Menus and products (001 §2, §5) ────────────────────────────────────────────────────────
  sugestaoDoDia: 'Sugestão do dia',
  sugestoesDoDia: 'Sugestões do dia',
  aPartirDe: 'A partir de',
  cardapio: 'Cardápio',
  cardapioCompleto: 'Cardápio Completo',
  pesquisarProduto: 'Pesquisar produto', // our wording (menu search placeholder)
  categoria: 'Categoria', // our wording (category autocomplete label)
  nenhumProdutoEncontrado: 'Nenhum produto encontrado', // our wording
  pesquisePontoEntrega: 'Pesquise pelo ponto de entrega',
  avancarCardapio: 'Avançar - Cardápio',
  nenhumPontoEntrega: 'Nenhum ponto de entrega disponível',
  pontoDeEntrega: 'Ponto de Entrega',
  acompanheSuaConta: 'Acompanhe sua conta',
  acessarConta: 'Acessar Conta',
  item: 'item',
  itens: 'itens',
  informeTamanho: 'Informe o tamanho do produto!',
  variacaoAlgum: (nomeMostra: Placeholder) => `Ops. Você precisa informar algum(a) ${nomeMostra}`,
  variacaoMaximo: (qtdeMax: Placeholder, nomeMostra: Placeholder) =>
    `Ops. Você só pode informar ${qtdeMax} quantidade(s) de ${nomeMostra}`,
  variacaoMinimo: (qtdeMin: Placeholder, nomeMostra: Placeholder) =>
    `Ops. Você precisa informar pelo menos ${qtdeMin} ${nomeMostra}`,
  produtoTotalZero: 'Neste momento não é possível adicionar este produto',
  empresaFechada: 'A empresa se encontra fechada nesse momento!',
  produtoIndisponivel: 'Produto não está disponível no momento',
  produtoEmFalta: 'Produto em falta!',
  precoMaiorParte: 'Cobrado pelo maior preço entre as partes', // our wording (M-type price rule)
  precoProporcional: 'Cobrado proporcionalmente a cada parte', // our wording (M-type price rule)

  // ── Cart and checkout (001 §2, §4, §5, §8) ─────────────────────────────────────────────────
  carrinhoVazio: 'Seu carrinho esta vazio!',
  conflitoModoPedido:
    'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?',
  mudarParaDelivery: 'Mudar para delivery',
  retirarNoLocalNota: '(Retirar no local)',
  retirarNoLocal: 'Retirar no local',
  receberNoEndereco: 'Receber no endereço', // our wording (delivery-mode choice)
  informeNomeCorretamente: 'Informe o nome corretamente!',
  informeChaveComanda: 'Informe a chave da comanda corretamente!',
  telefoneInvalido: 'Telefone inválido',
  telefoneInvalidoDetalhe: (phone: Placeholder) => `Informe um telefone válido com DDD. Ex: ${phone}`,
  atualizarTelefone: 'Atualizar telefone',
  cancelarPedido: 'Cancelar pedido',
  selecioneProduto: 'Você precisa selecionar pelo menos um produto!',
  somentePontoEntrega:
    'Este restaurante somente atende pontos de entrega, selecione um ponto de entrega para realizar o pedido!',
  informeEnderecoEntrega: 'Você precisa informar um endereço de entrega!',
  empresaNaoEntregaEndereco: 'Esta empresa não aceita entregar para o endereço selecionado!',
  alterarEndereco: 'Alterar endereço',
  insiraFormaPagamento: 'Insira uma forma de pagamento!',
  informeValorDinheiro: 'Informe o valor do pagamento em dinheiro!',
  valorPagamentoMenorQueTotal: 'O valor de pagamento deve ser maior ou igual ao valor total!',
  informeValor: 'Informe o valor',
  informeCupom: 'Informe o cupom corretamente!',
  cupomNaoEncontrado: 'Cupom não encontrado!',
  enderecoNaoInformado: 'Endereço não informado',
  naoEntregaNesteEndereco: 'Não entrega neste endereço',
  gratis: 'Grátis',
  semEnderecoInformado: 'Sem endereço informado',
  subtotal: 'Subtotal', // our wording
  desconto: 'Desconto', // our wording
  taxaEntrega: 'Taxa de entrega', // our wording
  taxaServico: 'Taxa de serviço (10%)', // our wording
  total: 'Total', // our wording
  troco: 'Troco', // our wording
  pagamentoNaEntrega: 'Pagar na entrega', // our wording (payment tab 0, delivery)
  pagamentoNaMesa: 'Pagar na mesa', // our wording (payment tab 0, on premises)
  pagamentoOnline: 'Pagamento online', // our wording (payment tab 1)
  pix: 'PIX',
  cartaoCarteira: 'Cartão salvo', // our wording (wallet card, modality 99)
  valorEmDinheiroTitulo: 'Pagamento em dinheiro', // our wording (cash-amount dialog title)
  informacoesBasicas: 'Informações básicas', // our wording (offline customer dialog title)
  pedidoFalhou: 'Houve um problema ao realizar o pedido, entre em contato com o restaurante.',
  pedidoSucessoDelivery: 'Pedido realizado com sucesso! Aguarde a aprovação do restaurante',
  pedidoSucessoPix: 'Pedido realizado com sucesso! Aguarde a aprovação do pagamento PIX',
  pedidoSucessoComanda: 'Seu pedido foi enviado com sucesso! Em breve o garçom irá entrega-lo',

  // ── Orders, history, tracking, cancel, rating, survey (001 §2–§5, §8) ──────────────────────
  pedidos: 'Pedidos',
  pedidoNumero: (id: Placeholder) => `Pedido #${id}`,
  avalieEstePedido: 'Avalie este pedido',
  avaliar: 'Avaliar',
  statusEmAberto: 'Em aberto',
  statusCancelado: 'Cancelado', // our wording (status name not worded in 001)
  statusEmProducao: 'Em produção', // our wording
  statusSaiuParaEntrega: 'Saiu para entrega', // our wording
  statusFinalizado: 'Finalizado', // our wording
  statusProntoRetirarLocal: 'Pronto para retirar no local', // our wording
  statusAguardandoPagamento: 'Aguardando pagamento',
  motivoPedidoErrado: 'Fiz o Pedido Errado',
  motivoEnderecoErrado: 'Meu Endereço estava Errado',
  motivoDesisti: 'Desisti de Pedir',
  motivoOutros: 'Outros Motivos',
  motivoCancelamentoTitulo: 'Motivo do cancelamento', // our wording (cancel dialog title)
  cancelamentoSomentePorTelefone:
    'O pedido já está em produção. Para cancelar, entre em contato com o restaurante por telefone.', // our wording
  informeMotivoCancelamento: 'Informe o motivo do cancelamento',
  cancelarFalhou: 'Houve um problema ao cancelar o pedido',
  cancelarSucesso: 'Pedido cancelado com sucesso',
  informeAvaliacao: 'Informe a avaliação!',
  selecioneResposta: 'Você precisa selecionar uma resposta antes de avançar.',
  operacaoSucessoExclamacao: 'Operação realizada com sucesso!',
  operacaoFalhouPesquisa: 'Houve um problema ao realizar a operação',
  contaNaoEncontrada: 'Conta não encontrada, tente novamente',
  acompanhamentoExcedido: 'Quantidade de acompanhamento excedida',
  excluirCartaoFalhou: 'Houve um problema ao excluir a forma de pagamento.',
  operacaoFalhouEsta: 'Houve um problema ao realizar está operação.',
  acompanhamentoTitulo: 'Acompanhamento do pedido', // our wording

  // ── Cards (001 §3, §5) ─────────────────────────────────────────────────────────────────────
  informeNomePortador: 'Informe o nome do responsável do cartão.',
  informeNumeroCartao: 'Informe o número do cartão.',
  numeroCartaoInvalido: 'Número do cartão é invalido.',
  informeMesValidade: 'Informe o mês de validade do cartão.',
  informeAnoValidade: 'Informe o ano de validade do cartão.',
  informeCodigoSeguranca: 'Informe o código de segurança do cartão.',
  cpfInvalido: 'O CPF está inválido!',
  cnpjInvalido: 'O CNPJ está inválido!',
  novoCartao: 'Novo cartão', // our wording (new card dialog title)
  cartaoPrincipal: 'Principal', // our wording
  tornarPrincipal: 'Tornar principal', // our wording
  excluir: 'Excluir', // our wording

  // ── Events (001 §2, §4, §5, §8) ────────────────────────────────────────────────────────────
  montar: 'Montar',
  eventoPassoDataEspaco: 'Data e espaço',
  eventoPassoCardapio: 'Cardápio',
  eventoPassoInformacoesFinais: 'Informações finais',
  solicitarReserva: 'Solicitar reserva',
  eventoStatusAprovacao: 'APROVAÇÃO',
  eventoStatusPagamento: 'PAGAMENTO',
  eventoStatusConfirmada: 'CONFIRMADA',
  reservaAberta: 'Aberta',
  reservaAguardandoAprovacao: 'Aguardando aprovação',
  reservaFinalizada: 'Finalizada',
  reservaCancelada: 'Cancelada',
  informeData: 'Informe a data!',
  informeAmbiente: 'Informe o ambiente!',
  informeTipoEvento: 'Informe o tipo de evento!',
  informeCardapio: 'Informe o cardápio!',
  informeQuantidadePessoas: 'Informe a quantidade de pessoas',
  reservaFalhou: 'Houve um problema ao fazer a reserva',
  reservaEventoSucesso: 'Pedido de reserva realizado com sucesso, aguarde a aprovação do estabelecimento.',
  reservaNumero: (id: Placeholder) => `Reserva #${id}`,
  porPessoa: 'por pessoa', // our wording

  // ── Tab "Minha Conta" and partial PIX payment (002 §2, §4) ────────────────────────────────
  minhaConta: 'Minha Conta',
  novoPedido: 'Novo Pedido',
  produtos: 'Produtos',
  pagamentos: 'Pagamentos',
  taxaServicoConta: 'Taxa de serviço', // our wording (valorComissao)
  descontoConta: 'Desconto', // our wording (valorDescontoTotal)
  pagoParcial: 'Pago parcialmente', // our wording (valorPagoParcial)
  restanteAPagar: 'Restante a pagar', // our wording (valorPagarRestante)
  couvert: 'Couvert/Ingresso', // our wording (valorIngressoTotal)
  pagarParte: 'Pagar parte da conta', // our wording (partial-payment dialog title)
  jaEfetueiPagamento: 'Já efetuei o pagamento',
  pagamentoAprovado: 'Pagamento Aprovado',
  avisoEfetueLogin: 'Aviso – Efetue o Login para um melhor aproveitamento do serviço.',
  fazerLoginMaiusculo: 'Fazer Login',
  acessarCardapioDiretamente: 'Acessar o Cardápio Diretamente',
  iniciarPedido: 'Iniciar Pedido',
  acessarCardapio: 'Acessar Cardápio',
  informeCodigoConta: 'Informe o código da conta!', // our wording (button is disabled while empty)
  informeValorValido: 'Informe um valor válido!', // our wording (partial payment amount)

  // ── Loyalty (002 §2–§5, §8) ────────────────────────────────────────────────────────────────
  fidelidadeSobre: 'Sobre',
  fidelidadeHistorico: 'Histórico',
  fidelidadeRecompensas: 'Recompensas',
  fidelidadeResgates: 'Resgates',
  participeFidelidade: 'Participe do Plano de Fidelidade',
  participar: 'Participar', // our wording (join action)
  pontosAdesao: 'Pontos de adesão', // our wording
  saldoPontos: 'Saldo de pontos', // our wording
  pontos: 'pontos', // our wording
  resgatar: 'Resgatar', // our wording
  vendaGeraraPontos: 'Essa venda irá gerar pontos após o encerramento.',
  resgatePontosConta: (pontos: Placeholder) => `Resgate ${pontos} pontos dessa conta.`,
  pontosResgatadosConta: (pontos: Placeholder) => `${pontos} foram resgatados dessa conta.`,
  resgateCancelado: 'Cancelado',
  resgatePendente: 'Pendente',
  resgateEntregue: 'Entregue',
  premioIndisponivel: 'O premio se encontra Indisponível para resgate',
  fidelidadeAderirFalhou: 'Não foi possível aceitar a campanha',
  fidelidadeAderirSucesso: (campanha: Placeholder) => `Parabéns! Você se fidelizou a ${campanha}`,
  pontosResgatadosSucesso: 'Pontos resgatados com sucesso!',
  resgateSolicitadoSucesso: 'Solicitação de resgate feita com sucesso!',
  lancamentoCredito: 'Crédito', // our wording
  lancamentoDebito: 'Débito', // our wording
  informeQuantidadePremio: 'Informe uma quantidade entre 1 e 9999!', // our wording

  // ── Table reservation (002 §2, §4, §5) ─────────────────────────────────────────────────────
  reservaPassoData: 'DATA',
  reservaPassoResumo: 'RESUMO',
  reservaPassoReserva: 'RESERVA',
  avancar: 'AVANÇAR',
  solicitarReservaMaiusculo: 'SOLICITAR RESERVA',
  aguardandoPagamento: 'Aguardando pagamento',
  pago: 'Pago',
  informeDiaReserva: 'Selecione um dia disponível!', // our wording (AVANÇAR needs a day)
  informePessoasReserva: 'Informe a quantidade de pessoas', // same words as the event step 2 message
  informeHorario: 'Informe o horário!', // our wording (reservation arrival time)
  reservaPrazoPagamento: 'A reserva deve ser paga em até 30 minutos.', // our wording (002 §4)
  pixProcessamento: 'O pagamento PIX pode levar até 10 minutos para ser processado.', // our wording

  // ── Public directory (002 §2, §4, §5, §8) ──────────────────────────────────────────────────
  encontraSeuRestaurante: 'Encontra seu restaurante',
  comoFunciona: 'Como funciona',
  sejaNossoParceiro: 'Seja nosso parceiro',
  encontreSeuRestaurante: 'Encontre seu Restaurante',
  busquePorNome: 'Busque por nome',
  aberto: 'Aberto',
  fechado: 'Fechado',
  lojas: 'LOJAS',
  descricaoTipoMenu:
    'Mostrando restaurantes com opção de menu: cardápio para consumo no estabelecimento.',
  descricaoTipoDelivery:
    'Mostrando restaurantes com cardápio e funcionalidades para Delivery, acesse o estabelecimento e faça seu pedido',
  cidade: 'Cidade', // our wording (city selector)
  especialidade: 'Especialidade', // our wording (specialty selector)
  todasEspecialidades: 'Todas as especialidades', // our wording
  nenhumRestaurante: 'Nenhum restaurante encontrado', // our wording
  politicaPrivacidade: 'Política de privacidade', // our wording
  perguntasFrequentes: 'Perguntas frequentes', // our wording
  vantagens: 'Vantagens', // our wording
  baixeNossoApp: 'Baixe nosso aplicativo', // our wording (app download banner)
  contatoSucesso: 'Seu contato foi realizado com sucesso, em breve retornaremos.',
  contatoFalhou: 'Houve um problema ao enviar o contato',
  contatoConsentimento:
    'Ao clicar em Enviar, você concorda em ser contatado por telefone, e-mail ou WhatsApp, inclusive por mensagens comerciais automáticas.', // our wording (002 §2)
  informeMensagem: 'Informe a mensagem!', // our wording (contact form)
  // ── App shells and account screens (all our wording; moved here from the apps' adapters) ────
  entrarCom: (provider: Placeholder) => `Entrar com ${provider}`, // our wording
  buscarCep: 'Buscar CEP', // our wording
  pesquisar: 'Pesquisar', // our wording
  usarEndereco: 'Usar este endereço', // our wording
  novoEndereco: 'Novo endereço', // our wording
  editar: 'Editar', // our wording
  selecionar: 'Selecionar', // our wording
  enderecoPrincipal: 'Principal', // our wording
  foto: 'Foto', // our wording
  semEnderecos: 'Nenhum endereço cadastrado.', // our wording
  nenhumResultado: 'Nenhum endereço encontrado.', // our wording
  codigoEnviadoPara: (telefone: Placeholder) => `Enviamos um código por SMS para ${telefone}.`, // our wording
  ou: 'ou', // our wording
  enderecoTitulo: 'Endereço', // our wording
  paginaNaoEncontradaTitulo: 'Página não encontrada', // our wording
  paginaNaoEncontradaTexto: 'O endereço que você procurou não existe ou foi removido.', // our wording
  naoEncontradaTitulo: 'Página não encontrada', // our wording (directory's key for the same title)
  naoEncontradaTexto: 'O endereço que você procurou não existe ou mudou de lugar.', // our wording
  erroTitulo: 'Algo deu errado', // our wording (one title for both apps' error boundaries)
  erroTexto: 'Não foi possível carregar esta página agora. Tente novamente em alguns instantes.', // our wording
  acessoNegadoTitulo: 'Acesso negado', // our wording
  acessoNegadoTexto: 'Você não tem permissão para acessar esta página.', // our wording
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', // our wording
  muitasTentativasTitulo: 'Muitas tentativas', // our wording
  requisicaoInvalidaTitulo: 'Requisição inválida', // our wording
  servicoIndisponivelTitulo: 'Serviço indisponível', // our wording
  servicoIndisponivelTexto: 'O restaurante não respondeu a tempo. Tente novamente em alguns instantes.', // our wording
  voltarAoInicio: 'Voltar ao início', // our wording
  paginaInicial: 'Voltar para a página inicial', // our wording
  saiuDaConta: 'Você saiu da sua conta.', // our wording
  carregandoMapa: 'Carregando mapa...', // our wording
  localizacao: 'Localização', // our wording
  contato: 'Contato', // our wording
  musicaAoVivo: 'Música ao vivo', // our wording (weekly info flgMusicaAoVivo)
  filtrar: 'Filtrar', // our wording
  tipoEstabelecimento: 'Tipo de estabelecimento', // our wording
  selecioneCidade: 'Selecione a cidade', // our wording
  navegacaoPrincipal: 'Navegação principal', // our wording (nav landmark label)
  restaurantes: 'Restaurantes', // our wording
  naoPreenchaCampo: 'Não preencha este campo', // our wording (honeypot label)
  contatoTitulo: 'Fale com a nossa equipe', // our wording
  centroComercial: 'Centro comercial', // our wording
} as const

export type Messages = typeof messages
export type MessageKey = keyof Messages
/** Keys whose entry is a plain text (not a function with placeholders). */
export type TextMessageKey = {
  [K in MessageKey]: Messages[K] extends string ? K : never
}[MessageKey]

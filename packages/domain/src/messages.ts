/**
 * The Portuguese message catalogue: every user-facing message, label and status name of the
 * three specification documents (000 shell/accounts, 001 ordering, 002 tab/loyalty/directory),
 * and the apps' own texts.
 *
 * Every text is its own named export so browser code can import just the texts it shows
 * (`import { voltarAoTopo } from '@prato/domain/messages'`) and the bundler drops the rest;
 * importing the whole catalogue would add about 6 KB gzip to a first load (DESIGN §7).
 * Server code and tests may keep using the `messages` namespace (`messages.voltarAoTopo`,
 * from `@prato/domain`), built from this module in `catalogue.ts`.
 *
 * Rules for this file:
 * - Texts quoted by the specification are copied WORD FOR WORD, typos included ('esta vazio',
 *   'está operação', 'numero', 'invalido', 'entrega-lo'): diners and restaurants already know them.
 * - Entries marked `// our wording` are things the specification says exist without wording them;
 *   the text is ours and may be improved, the name must not change.
 * - Names are never renamed or removed once committed (other packages import them); only add,
 *   as a block grouped by screen, appended at the end.
 * - Only `export const` texts here: no other exports, no imports, no side effects (the namespace
 *   object `messages` is this module, so anything exported here becomes a catalogue entry).
 * - Texts with {placeholders} are functions, so a caller cannot forget an argument.
 */

type Placeholder = string | number

// ── Shell, top menu and landing (000 §1–§2, 001 §2) ────────────────────────────────────────
export const delivery = 'Delivery'
export const menu = 'Menu'
export const eventos = 'Eventos'
export const reservas = 'Reservas'
export const carrinho = 'Carrinho'
export const inicio = 'Início'
export const criarConta = 'Criar conta'
export const entrar = 'Entrar'
export const sair = 'Sair'
export const fazerPedido = 'FAZER PEDIDO'
export const conhecaNossoMenu = 'Conheça nosso menu'
export const informacoesDaSemana = 'Informações da Semana'
/** The default product name shown as page title when the company has none. Our wording. */
export const nomeProdutoPadrao = 'Prato' // our wording
/** Greeting in the profile dropdown. Our wording (spec: "a greeting with the first name"). */
export const saudacao = (primeiroNome: Placeholder) => `Olá, ${primeiroNome}` // our wording
// Profile dropdown entries: the spec names them in English; Portuguese is our wording.
export const menuMeuPerfil = 'Meu Perfil' // our wording
export const menuTrocarTelefone = 'Trocar Telefone' // our wording (same words as the dialog title)
export const menuFormasPagamento = 'Formas de Pagamento' // our wording
export const menuEnderecos = 'Endereços' // our wording
export const menuMeusPedidosDelivery = 'Meus Pedidos - Delivery' // our wording
export const menuMeusPedidosMenu = 'Meus Pedidos - Menu' // our wording
export const voltarAoTopo = 'Voltar ao topo' // our wording (scroll-to-top button label)
// Landing buttons (001 §2)
export const botaoCompleto = 'Completo'
export const botaoFidelidade = 'Fidelidade'
export const botaoPedidoPontoEntrega = 'Pedido - Ponto de Entrega'
export const botaoReserva = 'Reserva'
export const botaoMensagem = 'Fale conosco' // our wording (the restaurant's messaging link)
export const botaoWifi = 'WiFi' // our wording
export const wifiRede = 'Rede' // our wording
export const wifiSenha = 'Senha' // our wording
export const botaoAvaliacoesSite = 'Avalie-nos' // our wording (review-site link)
export const baixarAndroid = 'Disponível no Google Play' // our wording
export const baixarIOS = 'Baixar na App Store' // our wording
export const tempoMedioEntrega = 'Tempo médio de entrega' // our wording

// ── Dialog titles (000 §2, 001 §2) ──────────────────────────────────────────────────────────
export const fazerLoginTitulo = 'Fazer Login'
export const fazerCadastro = 'Fazer Cadastro'
export const recuperarSenha = 'Recuperar senha' // our wording (password recovery dialog)
export const confirmarSms = 'Confirmar SMS'
export const trocarTelefone = 'Trocar Telefone'
export const informeTelefoneTitulo = 'Informe o telefone'
export const perfil = 'Perfil'
export const pesquisarEndereco = 'Pesquisar endereço'
export const enderecoParaEntrega = 'Endereço para entrega'
export const suaAvaliacao = 'Sua avaliação'
export const avaliacoes = 'Avaliações'
export const avaliacao = 'Avaliação'
export const mesa = 'Mesa'
export const aviso = 'Aviso'
export const esqueciSenha = 'Esqueci minha senha' // our wording (forgot-password link)
export const cadastrar = 'Cadastrar' // our wording (register button of the login dialog)
export const reenviarCodigo = 'Reenviar código' // our wording (SMS resend)

// ── Common buttons ──────────────────────────────────────────────────────────────────────────
export const confirmar = 'Confirmar'
export const nao = 'Não'
export const sim = 'Sim'
export const cancelar = 'Cancelar'
export const voltar = 'Voltar'
export const proxima = 'Próxima'
export const salvar = 'Salvar'
export const enviar = 'Enviar'
export const enviando = 'Enviando...'
export const carregando = 'Carregando...'
export const consultando = 'Consultando...'
export const atualizar = 'Atualizar'
export const remover = 'Remover'
export const fechar = 'Fechar' // our wording
export const copiar = 'Copiar' // our wording
export const copiado = 'Copiado!' // our wording ('copied' label, resets after 3 s)
export const aplicar = 'Aplicar' // our wording (voucher button before applying)
export const finalizarPedido = 'Finalizar pedido' // our wording
export const adicionar = 'Adicionar' // our wording (add-to-cart button)

// ── Form labels (our wording unless quoted) ────────────────────────────────────────────────
export const labelNome = 'Nome' // our wording
export const labelSobrenome = 'Sobrenome' // our wording
export const labelEmail = 'E-mail' // our wording
export const labelSenha = 'Senha' // our wording
export const labelTelefone = 'Telefone' // our wording
export const labelCelular = 'Celular'
export const labelMensagem = 'Mensagem' // our wording
export const labelSexo = 'Sexo' // our wording
export const sexoMasculino = 'Masculino' // our wording (sexo 'm')
export const sexoFeminino = 'Feminino' // our wording (sexo 'f')
export const sexoOutro = 'Outro' // our wording (sexo 'o')
export const labelCpf = 'CPF' // our wording
export const labelCpfCnpj = 'CPF/CNPJ' // our wording
export const labelDataNascimento = 'Data de nascimento' // our wording
export const labelCep = 'CEP' // our wording
export const labelRua = 'Rua' // our wording
export const labelNumero = 'Número' // our wording
export const labelComplemento = 'Complemento' // our wording
export const labelReferencia = 'Referência' // our wording
export const labelBairro = 'Bairro' // our wording
export const labelCidade = 'Cidade' // our wording
export const labelEstado = 'Estado' // our wording
export const labelNomeEndereco = 'Nome do endereço' // our wording
export const labelCodigoSms = 'Código do SMS' // our wording
export const labelNovoTelefone = 'Novo telefone' // our wording
export const labelObservacao = 'Observação' // our wording
export const labelObservacaoResgate = 'Observação (máximo 50 caracteres)'
export const labelQuantidade = 'Quantidade' // our wording
export const labelTamanho = 'Tamanho' // our wording
export const labelNumeroCartao = 'Número do cartão' // our wording
export const labelValidade = 'Validade' // our wording
export const labelCodigoSeguranca = 'CVV' // our wording
export const labelNomePortador = 'Nome impresso no cartão' // our wording
export const labelCupom = 'Cupom' // our wording
export const labelValor = 'Valor' // our wording
export const labelChaveComanda = 'Chave da comanda' // our wording
export const labelCodigoConta = 'Código da conta' // our wording
export const labelHorario = 'Horário' // our wording
export const labelPessoas = 'Pessoas' // our wording
export const labelQual = 'Qual ?'
export const defaultAddressName = 'Minha casa'
export const paisPadrao = 'Brasil'

// ── Registration, login and account (000 §5, §8) ───────────────────────────────────────────
export const informeNome = 'Informe o nome!'
export const informeSobrenome = 'Informe o sobrenome!'
export const informeTelefone = 'Informe o telefone!'
export const informeEmail = 'Informe o email!'
export const informeSenha = 'Informe a senha!'
export const senhaMinimo = 'Informe pelo menos 6 caracteres na senha!'
export const emailInvalido = 'Informe um email válido!' // our wording (format check; spec only says required)
export const informeCodigoSms = 'Informe o código do SMS!'
export const informeNovoTelefone = 'Informe o novo telefone corretamente!'
export const loginFalhou = 'Usuário ou senha inválidos!'
export const cadastroFalhou = 'Houve um problema ao realizar o cadastro.'
export const recuperarSenhaFalhou = 'Não foi possível recuperar a senha do usuário!'
/** 000 §8 "an alert saying that an e-mail with recovery information was sent". */
export const recuperarSenhaSucesso =
  'Enviamos um e-mail com as informações para recuperar a sua senha. Verifique sua caixa de entrada.' // our wording
export const smsConfirmacaoFalhou = 'Código ou e-mail não encontrado, solicite um novo código.'
export const operacaoFalhou = 'Houve um problema ao realizar esta operação.'
export const trocarTelefoneFalhou = 'Houve um problema ao trocar o telefone, tente mais tarde'
export const perfilFalhou = 'Houve um problema'
export const operacaoSucesso = 'Operação realizada com sucesso'
export const fazerLoginAntes = 'Você precisa fazer login antes de continuar.'
export const fazerLogin = 'Fazer login'
export const continuarSemCadastro = 'Continuar sem cadastro'
export const autenticarAntes = 'Você precisa se autenticar antes de continuar'
export const facaLoginParaContinuar = 'Faça Login para continuar'
export const dataNascimentoInvalida = 'Informe uma data de nascimento válida!' // our wording
export const userInfoFalhou = 'Não foi possível carregar os dados do usuário.' // our wording (000 §8: not shown)

// ── Addresses (000 §4–§5, §8) ──────────────────────────────────────────────────────────────
export const enderecoNaoAceitaEntrega = 'Este estabelecimento não aceita entrega para este endereço!'
export const informeBairro = 'Informe o bairro! Você precisa buscar o endereço pelo CEP ou fazer uma pesquisa!'
export const informeRua = 'Informe a rua!'
export const informeNumero = 'Informe o numero!'
export const cepInvalido = 'CEP em formato inválido!'
export const cepInexistente = 'Este cep não existe na base dos correios!'
export const enderecoNaoBrasileiro = 'Você precisa selecionar um endereço brasileiro.'
export const salvarEnderecoFalhou = 'Houve um problema ao salvar o endereço.'
export const selecionarEnderecoFalhou = 'Não foi possível selecionar este endereço!'
export const informeCidade = 'Informe a cidade!' // our wording
export const informeEstado = 'Informe o estado!' // our wording

// ── Menus and products (001 §2, §5) ────────────────────────────────────────────────────────
export const sugestaoDoDia = 'Sugestão do dia'
export const sugestoesDoDia = 'Sugestões do dia'
export const aPartirDe = 'A partir de'
export const cardapio = 'Cardápio'
export const cardapioCompleto = 'Cardápio Completo'
export const pesquisarProduto = 'Pesquisar produto' // our wording (menu search placeholder)
export const categoria = 'Categoria' // our wording (category autocomplete label)
export const nenhumProdutoEncontrado = 'Nenhum produto encontrado' // our wording
export const pesquisePontoEntrega = 'Pesquise pelo ponto de entrega'
export const avancarCardapio = 'Avançar - Cardápio'
export const nenhumPontoEntrega = 'Nenhum ponto de entrega disponível'
export const pontoDeEntrega = 'Ponto de Entrega'
export const acompanheSuaConta = 'Acompanhe sua conta'
export const acessarConta = 'Acessar Conta'
export const item = 'item'
export const itens = 'itens'
export const informeTamanho = 'Informe o tamanho do produto!'
export const variacaoAlgum = (nomeMostra: Placeholder) => `Ops. Você precisa informar algum(a) ${nomeMostra}`
export const variacaoMaximo = (qtdeMax: Placeholder, nomeMostra: Placeholder) =>
  `Ops. Você só pode informar ${qtdeMax} quantidade(s) de ${nomeMostra}`
export const variacaoMinimo = (qtdeMin: Placeholder, nomeMostra: Placeholder) =>
  `Ops. Você precisa informar pelo menos ${qtdeMin} ${nomeMostra}`
export const produtoTotalZero = 'Neste momento não é possível adicionar este produto'
export const empresaFechada = 'A empresa se encontra fechada nesse momento!'
export const produtoIndisponivel = 'Produto não está disponível no momento'
export const produtoEmFalta = 'Produto em falta!'
export const precoMaiorParte = 'Cobrado pelo maior preço entre as partes' // our wording (M-type price rule)
export const precoProporcional = 'Cobrado proporcionalmente a cada parte' // our wording (M-type price rule)

// ── Cart and checkout (001 §2, §4, §5, §8) ─────────────────────────────────────────────────
export const carrinhoVazio = 'Seu carrinho esta vazio!'
export const conflitoModoPedido =
  'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?'
export const mudarParaDelivery = 'Mudar para delivery'
export const retirarNoLocalNota = '(Retirar no local)'
export const retirarNoLocal = 'Retirar no local'
export const receberNoEndereco = 'Receber no endereço' // our wording (delivery-mode choice)
export const informeNomeCorretamente = 'Informe o nome corretamente!'
export const informeChaveComanda = 'Informe a chave da comanda corretamente!'
export const telefoneInvalido = 'Telefone inválido'
export const telefoneInvalidoDetalhe = (phone: Placeholder) => `Informe um telefone válido com DDD. Ex: ${phone}`
export const atualizarTelefone = 'Atualizar telefone'
export const cancelarPedido = 'Cancelar pedido'
export const selecioneProduto = 'Você precisa selecionar pelo menos um produto!'
export const somentePontoEntrega =
  'Este restaurante somente atende pontos de entrega, selecione um ponto de entrega para realizar o pedido!'
export const informeEnderecoEntrega = 'Você precisa informar um endereço de entrega!'
export const empresaNaoEntregaEndereco = 'Esta empresa não aceita entregar para o endereço selecionado!'
export const alterarEndereco = 'Alterar endereço'
export const insiraFormaPagamento = 'Insira uma forma de pagamento!'
export const informeValorDinheiro = 'Informe o valor do pagamento em dinheiro!'
export const valorPagamentoMenorQueTotal = 'O valor de pagamento deve ser maior ou igual ao valor total!'
export const informeValor = 'Informe o valor'
export const informeCupom = 'Informe o cupom corretamente!'
export const cupomNaoEncontrado = 'Cupom não encontrado!'
export const enderecoNaoInformado = 'Endereço não informado'
export const naoEntregaNesteEndereco = 'Não entrega neste endereço'
export const gratis = 'Grátis'
export const semEnderecoInformado = 'Sem endereço informado'
export const subtotal = 'Subtotal' // our wording
export const desconto = 'Desconto' // our wording
export const taxaEntrega = 'Taxa de entrega' // our wording
export const taxaServico = 'Taxa de serviço (10%)' // our wording
export const total = 'Total' // our wording
export const troco = 'Troco' // our wording
export const pagamentoNaEntrega = 'Pagar na entrega' // our wording (payment tab 0, delivery)
export const pagamentoNaMesa = 'Pagar na mesa' // our wording (payment tab 0, on premises)
export const pagamentoOnline = 'Pagamento online' // our wording (payment tab 1)
export const pix = 'PIX'
export const cartaoCarteira = 'Cartão salvo' // our wording (wallet card, modality 99)
export const valorEmDinheiroTitulo = 'Pagamento em dinheiro' // our wording (cash-amount dialog title)
export const informacoesBasicas = 'Informações básicas' // our wording (offline customer dialog title)
export const pedidoFalhou = 'Houve um problema ao realizar o pedido, entre em contato com o restaurante.'
export const pedidoSucessoDelivery = 'Pedido realizado com sucesso! Aguarde a aprovação do restaurante'
export const pedidoSucessoPix = 'Pedido realizado com sucesso! Aguarde a aprovação do pagamento PIX'
export const pedidoSucessoComanda = 'Seu pedido foi enviado com sucesso! Em breve o garçom irá entrega-lo'

// ── Orders, history, tracking, cancel, rating, survey (001 §2–§5, §8) ──────────────────────
export const pedidos = 'Pedidos'
export const pedidoNumero = (id: Placeholder) => `Pedido #${id}`
export const avalieEstePedido = 'Avalie este pedido'
export const avaliar = 'Avaliar'
export const statusEmAberto = 'Em aberto'
export const statusCancelado = 'Cancelado' // our wording (status name not worded in 001)
export const statusEmProducao = 'Em produção' // our wording
export const statusSaiuParaEntrega = 'Saiu para entrega' // our wording
export const statusFinalizado = 'Finalizado' // our wording
export const statusProntoRetirarLocal = 'Pronto para retirar no local' // our wording
export const statusAguardandoPagamento = 'Aguardando pagamento'
export const motivoPedidoErrado = 'Fiz o Pedido Errado'
export const motivoEnderecoErrado = 'Meu Endereço estava Errado'
export const motivoDesisti = 'Desisti de Pedir'
export const motivoOutros = 'Outros Motivos'
export const motivoCancelamentoTitulo = 'Motivo do cancelamento' // our wording (cancel dialog title)
export const cancelamentoSomentePorTelefone =
  'O pedido já está em produção. Para cancelar, entre em contato com o restaurante por telefone.' // our wording
export const informeMotivoCancelamento = 'Informe o motivo do cancelamento'
export const cancelarFalhou = 'Houve um problema ao cancelar o pedido'
export const cancelarSucesso = 'Pedido cancelado com sucesso'
export const informeAvaliacao = 'Informe a avaliação!'
export const selecioneResposta = 'Você precisa selecionar uma resposta antes de avançar.'
export const operacaoSucessoExclamacao = 'Operação realizada com sucesso!'
export const operacaoFalhouPesquisa = 'Houve um problema ao realizar a operação'
export const contaNaoEncontrada = 'Conta não encontrada, tente novamente'
export const acompanhamentoExcedido = 'Quantidade de acompanhamento excedida'
export const excluirCartaoFalhou = 'Houve um problema ao excluir a forma de pagamento.'
export const operacaoFalhouEsta = 'Houve um problema ao realizar está operação.'
export const acompanhamentoTitulo = 'Acompanhamento do pedido' // our wording

// ── Cards (001 §3, §5) ─────────────────────────────────────────────────────────────────────
export const informeNomePortador = 'Informe o nome do responsável do cartão.'
export const informeNumeroCartao = 'Informe o número do cartão.'
export const numeroCartaoInvalido = 'Número do cartão é invalido.'
export const informeMesValidade = 'Informe o mês de validade do cartão.'
export const informeAnoValidade = 'Informe o ano de validade do cartão.'
export const informeCodigoSeguranca = 'Informe o código de segurança do cartão.'
export const cpfInvalido = 'O CPF está inválido!'
export const cnpjInvalido = 'O CNPJ está inválido!'
export const novoCartao = 'Novo cartão' // our wording (new card dialog title)
export const cartaoPrincipal = 'Principal' // our wording
export const tornarPrincipal = 'Tornar principal' // our wording
export const excluir = 'Excluir' // our wording

// ── Events (001 §2, §4, §5, §8) ────────────────────────────────────────────────────────────
export const montar = 'Montar'
export const eventoPassoDataEspaco = 'Data e espaço'
export const eventoPassoCardapio = 'Cardápio'
export const eventoPassoInformacoesFinais = 'Informações finais'
export const solicitarReserva = 'Solicitar reserva'
export const eventoStatusAprovacao = 'APROVAÇÃO'
export const eventoStatusPagamento = 'PAGAMENTO'
export const eventoStatusConfirmada = 'CONFIRMADA'
export const reservaAberta = 'Aberta'
export const reservaAguardandoAprovacao = 'Aguardando aprovação'
export const reservaFinalizada = 'Finalizada'
export const reservaCancelada = 'Cancelada'
export const informeData = 'Informe a data!'
export const informeAmbiente = 'Informe o ambiente!'
export const informeTipoEvento = 'Informe o tipo de evento!'
export const informeCardapio = 'Informe o cardápio!'
export const informeQuantidadePessoas = 'Informe a quantidade de pessoas'
export const reservaFalhou = 'Houve um problema ao fazer a reserva'
export const reservaEventoSucesso = 'Pedido de reserva realizado com sucesso, aguarde a aprovação do estabelecimento.'
export const reservaNumero = (id: Placeholder) => `Reserva #${id}`
export const porPessoa = 'por pessoa' // our wording

// ── Tab "Minha Conta" and partial PIX payment (002 §2, §4) ────────────────────────────────
export const minhaConta = 'Minha Conta'
export const novoPedido = 'Novo Pedido'
export const produtos = 'Produtos'
export const pagamentos = 'Pagamentos'
export const taxaServicoConta = 'Taxa de serviço' // our wording (valorComissao)
export const descontoConta = 'Desconto' // our wording (valorDescontoTotal)
export const pagoParcial = 'Pago parcialmente' // our wording (valorPagoParcial)
export const restanteAPagar = 'Restante a pagar' // our wording (valorPagarRestante)
export const couvert = 'Couvert/Ingresso' // our wording (valorIngressoTotal)
export const pagarParte = 'Pagar parte da conta' // our wording (partial-payment dialog title)
export const jaEfetueiPagamento = 'Já efetuei o pagamento'
export const pagamentoAprovado = 'Pagamento Aprovado'
export const avisoEfetueLogin = 'Aviso – Efetue o Login para um melhor aproveitamento do serviço.'
export const fazerLoginMaiusculo = 'Fazer Login'
export const acessarCardapioDiretamente = 'Acessar o Cardápio Diretamente'
export const iniciarPedido = 'Iniciar Pedido'
export const acessarCardapio = 'Acessar Cardápio'
export const informeCodigoConta = 'Informe o código da conta!' // our wording (button is disabled while empty)
export const informeValorValido = 'Informe um valor válido!' // our wording (partial payment amount)

// ── Loyalty (002 §2–§5, §8) ────────────────────────────────────────────────────────────────
export const fidelidadeSobre = 'Sobre'
export const fidelidadeHistorico = 'Histórico'
export const fidelidadeRecompensas = 'Recompensas'
export const fidelidadeResgates = 'Resgates'
export const participeFidelidade = 'Participe do Plano de Fidelidade'
export const participar = 'Participar' // our wording (join action)
export const pontosAdesao = 'Pontos de adesão' // our wording
export const saldoPontos = 'Saldo de pontos' // our wording
export const pontos = 'pontos' // our wording
export const resgatar = 'Resgatar' // our wording
export const vendaGeraraPontos = 'Essa venda irá gerar pontos após o encerramento.'
export const resgatePontosConta = (pontos: Placeholder) => `Resgate ${pontos} pontos dessa conta.`
export const pontosResgatadosConta = (pontos: Placeholder) => `${pontos} foram resgatados dessa conta.`
export const resgateCancelado = 'Cancelado'
export const resgatePendente = 'Pendente'
export const resgateEntregue = 'Entregue'
export const premioIndisponivel = 'O premio se encontra Indisponível para resgate'
export const fidelidadeAderirFalhou = 'Não foi possível aceitar a campanha'
export const fidelidadeAderirSucesso = (campanha: Placeholder) => `Parabéns! Você se fidelizou a ${campanha}`
export const pontosResgatadosSucesso = 'Pontos resgatados com sucesso!'
export const resgateSolicitadoSucesso = 'Solicitação de resgate feita com sucesso!'
export const lancamentoCredito = 'Crédito' // our wording
export const lancamentoDebito = 'Débito' // our wording
export const informeQuantidadePremio = 'Informe uma quantidade entre 1 e 9999!' // our wording

// ── Table reservation (002 §2, §4, §5) ─────────────────────────────────────────────────────
export const reservaPassoData = 'DATA'
export const reservaPassoResumo = 'RESUMO'
export const reservaPassoReserva = 'RESERVA'
export const avancar = 'AVANÇAR'
export const solicitarReservaMaiusculo = 'SOLICITAR RESERVA'
export const aguardandoPagamento = 'Aguardando pagamento'
export const pago = 'Pago'
export const informeDiaReserva = 'Selecione um dia disponível!' // our wording (AVANÇAR needs a day)
export const informePessoasReserva = 'Informe a quantidade de pessoas' // same words as the event step 2 message
export const informeHorario = 'Informe o horário!' // our wording (reservation arrival time)
export const reservaPrazoPagamento = 'A reserva deve ser paga em até 30 minutos.' // our wording (002 §4)
export const pixProcessamento = 'O pagamento PIX pode levar até 10 minutos para ser processado.' // our wording

// ── Public directory (002 §2, §4, §5, §8) ──────────────────────────────────────────────────
export const encontraSeuRestaurante = 'Encontra seu restaurante'
export const comoFunciona = 'Como funciona'
export const sejaNossoParceiro = 'Seja nosso parceiro'
export const encontreSeuRestaurante = 'Encontre seu Restaurante'
export const busquePorNome = 'Busque por nome'
export const aberto = 'Aberto'
export const fechado = 'Fechado'
export const lojas = 'LOJAS'
export const descricaoTipoMenu =
  'Mostrando restaurantes com opção de menu: cardápio para consumo no estabelecimento.'
export const descricaoTipoDelivery =
  'Mostrando restaurantes com cardápio e funcionalidades para Delivery, acesse o estabelecimento e faça seu pedido'
export const cidade = 'Cidade' // our wording (city selector)
export const especialidade = 'Especialidade' // our wording (specialty selector)
export const todasEspecialidades = 'Todas as especialidades' // our wording
export const nenhumRestaurante = 'Nenhum restaurante encontrado' // our wording
export const politicaPrivacidade = 'Política de privacidade' // our wording
export const perguntasFrequentes = 'Perguntas frequentes' // our wording
export const vantagens = 'Vantagens' // our wording
export const baixeNossoApp = 'Baixe nosso aplicativo' // our wording (app download banner)
export const contatoSucesso = 'Seu contato foi realizado com sucesso, em breve retornaremos.'
export const contatoFalhou = 'Houve um problema ao enviar o contato'
export const contatoConsentimento =
  'Ao clicar em Enviar, você concorda em ser contatado por telefone, e-mail ou WhatsApp, inclusive por mensagens comerciais automáticas.' // our wording (002 §2)
export const informeMensagem = 'Informe a mensagem!' // our wording (contact form)
// ── App shells and account screens (all our wording; moved here from the apps' adapters) ────
export const entrarCom = (provider: Placeholder) => `Entrar com ${provider}` // our wording
export const buscarCep = 'Buscar CEP' // our wording
export const pesquisar = 'Pesquisar' // our wording
export const usarEndereco = 'Usar este endereço' // our wording
export const novoEndereco = 'Novo endereço' // our wording
export const editar = 'Editar' // our wording
export const selecionar = 'Selecionar' // our wording
export const enderecoPrincipal = 'Principal' // our wording
export const foto = 'Foto' // our wording
export const semEnderecos = 'Nenhum endereço cadastrado.' // our wording
export const nenhumResultado = 'Nenhum endereço encontrado.' // our wording
export const codigoEnviadoPara = (telefone: Placeholder) => `Enviamos um código por SMS para ${telefone}.` // our wording
export const ou = 'ou' // our wording
export const enderecoTitulo = 'Endereço' // our wording
export const paginaNaoEncontradaTitulo = 'Página não encontrada' // our wording
export const paginaNaoEncontradaTexto = 'O endereço que você procurou não existe ou foi removido.' // our wording
/** @deprecated The same page as `paginaNaoEncontradaTitulo`: use that (both apps now do). */
export const naoEncontradaTitulo = paginaNaoEncontradaTitulo // our wording
/** @deprecated The same page as `paginaNaoEncontradaTexto`: use that (both apps now do). */
export const naoEncontradaTexto = paginaNaoEncontradaTexto // our wording
export const erroTitulo = 'Algo deu errado' // our wording (one title for both apps' error boundaries)
export const erroTexto = 'Não foi possível carregar esta página agora. Tente novamente em alguns instantes.' // our wording
export const acessoNegadoTitulo = 'Acesso negado' // our wording
export const acessoNegadoTexto = 'Você não tem permissão para acessar esta página.' // our wording
export const muitasTentativas = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' // our wording
export const muitasTentativasTitulo = 'Muitas tentativas' // our wording
export const requisicaoInvalidaTitulo = 'Requisição inválida' // our wording
export const servicoIndisponivelTitulo = 'Serviço indisponível' // our wording
export const servicoIndisponivelTexto = 'O restaurante não respondeu a tempo. Tente novamente em alguns instantes.' // our wording
export const voltarAoInicio = 'Voltar ao início' // our wording
export const paginaInicial = 'Voltar para a página inicial' // our wording
export const saiuDaConta = 'Você saiu da sua conta.' // our wording
export const carregandoMapa = 'Carregando mapa...' // our wording
export const localizacao = 'Localização' // our wording
export const contato = 'Contato' // our wording
export const musicaAoVivo = 'Música ao vivo' // our wording (weekly info flgMusicaAoVivo)
export const filtrar = 'Filtrar' // our wording
export const tipoEstabelecimento = 'Tipo de estabelecimento' // our wording
export const selecioneCidade = 'Selecione a cidade' // our wording
export const navegacaoPrincipal = 'Navegação principal' // our wording (nav landmark label)
export const restaurantes = 'Restaurantes' // our wording
export const naoPreenchaCampo = 'Não preencha este campo' // our wording (honeypot label)
export const contatoTitulo = 'Fale com a nossa equipe' // our wording
export const centroComercial = 'Centro comercial' // our wording

// ── @prato/ui components' own labels (all our wording; defaults of PratoProvider and of label props) ──
export const mostrarSenha = 'Mostrar senha' // our wording (password field toggle)
export const ocultarSenha = 'Ocultar senha' // our wording
export const diminuir = 'Diminuir' // our wording (quantity stepper)
export const aumentar = 'Aumentar' // our wording
export const precoAnterior = 'Preço anterior:' // our wording (screen-reader prefix of a struck price)
export const precoAtual = 'Preço atual:' // our wording
export const nenhumResultadoEncontrado = 'Nenhum resultado encontrado' // our wording (combobox)
export const buscar = 'Buscar' // our wording (search field label)
/** `4,5 de 5`: a rating out of its maximum. */
export const notaDeMaximo = (nota: Placeholder, maximo: Placeholder) => `${nota} de ${maximo}` // our wording
/** `1 estrela`, `2 estrelas` */
export const estrelas = (quantidade: number) => (quantidade === 1 ? '1 estrela' : `${quantidade} estrelas`) // our wording
/** `Etapa 2 de 4` */
export const etapaDeTotal = (etapa: Placeholder, total: Placeholder) => `Etapa ${etapa} de ${total}` // our wording
export const etapaConcluida = 'concluída' // our wording (stepper, screen readers)
export const etapaAtual = 'atual' // our wording
export const opcional = 'opcional' // our wording (field marker)
export const obrigatorio = 'obrigatório' // our wording
export const indisponivel = 'Indisponível' // our wording (product card badge)
export const navegacaoInferior = 'Navegação inferior' // our wording (bottom bar landmark)
export const verNoMapa = 'Ver no mapa' // our wording (map fallback link)
export const codigoPixCopiaECola = 'Código PIX copia e cola' // our wording (QR code text field)
export const copiarCodigo = 'Copiar código' // our wording
export const qrCodePix = 'QR Code PIX' // our wording (QR code image name)

// ── directory: Como funciona page (our wording; 002 §2 lists the topics without wording them) ──────
export const comoFuncionaIntro =
  'Um só aplicativo para escolher onde comer, pedir, acompanhar a conta e ganhar benefícios nos seus restaurantes favoritos.' // our wording
export const comoFuncionaGuiaTitulo = 'Guia gastronômico' // our wording
export const comoFuncionaGuiaTexto =
  'Descubra restaurantes da sua cidade por especialidade, veja se estão abertos, confira a avaliação de outros clientes e conheça o cardápio antes de sair de casa.' // our wording
export const comoFuncionaDeliveryTexto =
  'Peça pelo aplicativo ou pelo site do restaurante, escolha o endereço de entrega e a forma de pagamento, e acompanhe cada etapa do pedido até ele chegar à sua porta.' // our wording
export const comoFuncionaCardapioTitulo = 'Cardápio digital' // our wording
export const comoFuncionaCardapioTexto =
  'No restaurante, abra o cardápio pelo celular: fotos, descrições e preços sempre atualizados, e o pedido vai direto para a cozinha, sem esperar pelo garçom.' // our wording
export const comoFuncionaContaTitulo = 'Acompanhamento da conta' // our wording
export const comoFuncionaContaTexto =
  'Peça ao garçom o código da sua mesa e acompanhe a conta em tempo real: tudo o que foi consumido, a taxa de serviço e o total. Você ainda pode pagar uma parte por PIX.' // our wording
export const comoFuncionaFidelidadeTitulo = 'Pontos de fidelidade' // our wording
export const comoFuncionaFidelidadeTexto =
  'Nos restaurantes com programa de fidelidade, cada consumo gera pontos que você troca por prêmios. Consulte o saldo, o histórico e os resgates quando quiser.' // our wording
export const comoFuncionaAvaliacoesTitulo = 'Avaliações e opiniões' // our wording
export const comoFuncionaAvaliacoesTexto =
  'Depois do pedido, conte como foi. Sua avaliação ajuda o restaurante a melhorar e outros clientes a escolher.' // our wording

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
export const politicaCompromissosItem2 = 'manter a sua senha em sigilo e não compartilhar o acesso à sua conta;' // our wording
export const politicaCompromissosItem3 =
  'não usar o serviço para fins ilegais, fraudulentos ou que prejudiquem restaurantes e outros usuários;' // our wording
export const politicaCompromissosItem4 = 'não fazer pedidos que não pretende receber ou pagar;' // our wording
export const politicaCompromissosItem5 = 'respeitar os termos de uso e as regras de cada restaurante.' // our wording
export const politicaDireitosTitulo = 'Seus direitos' // our wording
export const politicaDireitosTexto =
  'Você pode pedir a qualquer momento a confirmação do tratamento, o acesso, a correção ou a exclusão dos seus dados, e revogar consentimentos, pelos canais de atendimento do aplicativo.' // our wording

// ── directory: Seja nosso parceiro page, advantages (our wording) ──────────────────────────────────
export const parceiroIntro =
  'Leve o seu restaurante para o aplicativo e venda mais, com delivery, cardápio digital e fidelização dos clientes em uma única plataforma.' // our wording
export const parceiroMarcaTitulo = 'Seu delivery, com a sua marca' // our wording
export const parceiroMarcaTexto =
  'Um site de pedidos com as cores e o logotipo do seu restaurante, sem comissão por pedido sobre as vendas no seu canal próprio.' // our wording
export const parceiroMesaTitulo = 'Cardápio digital na mesa' // our wording
export const parceiroMesaTexto =
  'Os clientes pedem pelo celular, o pedido chega à produção na hora e o atendimento fica mais rápido, mesmo nos horários de pico.' // our wording
export const parceiroClientesTitulo = 'Clientes que voltam' // our wording
export const parceiroClientesTexto =
  'Programa de pontos e prêmios configurável, para transformar quem visita uma vez em cliente fiel.' // our wording
export const parceiroGuiaTitulo = 'Visibilidade no guia' // our wording
export const parceiroGuiaTexto =
  'Seu restaurante aparece no guia gastronômico para quem procura onde comer na sua cidade.' // our wording

// ── directory: page descriptions for search engines (our wording) ─────────────────────────────────
export const seoHomeDescricao =
  'Encontre restaurantes perto de você: delivery e cardápio digital, filtrados por cidade, especialidade e nome.' // our wording
export const seoComoFuncionaDescricao =
  'Guia gastronômico, delivery, cardápio digital, acompanhamento da conta, pontos de fidelidade e avaliações em um só aplicativo.' // our wording
export const seoParceiroDescricao =
  'Leve o seu restaurante para o nosso aplicativo: delivery, cardápio digital, fidelidade e muito mais. Fale com a gente.' // our wording
export const seoPrivacidadeDescricao =
  'Como tratamos os seus dados pessoais: o que coletamos, para quê e quais são os seus direitos.' // our wording

// address search (our wording): Pesquisar endereço as the diner types, and "Usar minha localização" (000 §4, §7)
export const pesquisaEnderecoDica = 'Digite o CEP ou pelo menos 3 letras da rua.' // our wording
export const buscandoEnderecos = 'Buscando endereços...' // our wording
export const enderecosEncontrados = (quantidade: Placeholder) =>
  quantidade === 1 ? '1 endereço encontrado.' : `${quantidade} endereços encontrados.` // our wording
export const pesquisaEnderecoFalhou = 'Não foi possível pesquisar endereços agora. Tente novamente.' // our wording
export const enderecosSugeridos = 'Endereços sugeridos' // our wording (the suggestion list's name)
export const usarMinhaLocalizacao = 'Usar minha localização' // our wording
export const obtendoLocalizacao = 'Obtendo a sua localização...' // our wording
export const localizacaoNegada =
  'Não temos permissão para usar a sua localização. Permita o acesso no navegador ou pesquise o endereço.' // our wording
export const localizacaoIndisponivel =
  'Não foi possível obter a sua localização. Pesquise o endereço pelo CEP ou pelo nome da rua.' // our wording
export const localizacaoSemEndereco =
  'Não encontramos um endereço na sua localização. Pesquise pelo CEP ou pelo nome da rua.' // our wording

// ── storefront shell (our wording): the shared @prato/ui shell's own labels ──────────────────
export const menuPrincipal = 'Menu principal' // our wording (header nav landmark, when the app names none)
export const baixeOAplicativo = 'Baixe o aplicativo' // our wording (footer app-store links group)
export const notificacoes = 'Notificações' // our wording (toast region)
export const anterior = 'Anterior' // our wording (carousel previous button)
export const proximo = 'Próximo' // our wording (carousel next button)
export const carrossel = 'carrossel' // our wording (carousel aria-roledescription)
export const slide = 'slide' // our wording (carousel slide aria-roledescription)
export const slideDeTotal = (posicao: Placeholder, total: Placeholder) => `${posicao} de ${total}` // our wording (carousel slide name)

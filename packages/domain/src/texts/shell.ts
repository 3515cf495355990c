/**
 * What the first screen of either app shows: the storefront shell and landing, the common buttons, the
 * error pages, and the labels @prato/ui components show by themselves.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── Shell, top menu and landing (000 §1–§2, 001 §2) ────────────────────────────────────────
export const delivery = 'Delivery'
export const menu = 'Menu'
export const eventos = 'Eventos'
export const reservas = 'Reservas'
export const carrinho = 'Carrinho'
export const inicio = 'Início'
// The cart link's count, '1 item' / '2 itens' (001 §2), in the header of every page.
export const item = 'item'
export const itens = 'itens'
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
// The landing's contact details use the same labels as the account forms.
export const labelTelefone = 'Telefone' // our wording
export const labelEmail = 'E-mail' // our wording

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

// ── Error pages of both apps, and the storefront landing (our wording) ───────────────────────
export const paginaNaoEncontradaTitulo = 'Página não encontrada' // our wording
export const paginaNaoEncontradaTexto = 'O endereço que você procurou não existe ou foi removido.' // our wording
/** @deprecated The same page as `paginaNaoEncontradaTitulo`: use that (both apps now do). */
export const naoEncontradaTitulo = paginaNaoEncontradaTitulo // our wording
/** @deprecated The same page as `paginaNaoEncontradaTexto`: use that (both apps now do). */
export const naoEncontradaTexto = paginaNaoEncontradaTexto // our wording
export const erroTitulo = 'Algo deu errado' // our wording (one title for both apps' error boundaries)
export const erroTexto =
  'Não foi possível carregar esta página agora. Tente novamente em alguns instantes.' // our wording
export const acessoNegadoTitulo = 'Acesso negado' // our wording
export const acessoNegadoTexto = 'Você não tem permissão para acessar esta página.' // our wording
export const muitasTentativas = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' // our wording
export const muitasTentativasTitulo = 'Muitas tentativas' // our wording
export const requisicaoInvalidaTitulo = 'Requisição inválida' // our wording
export const servicoIndisponivelTitulo = 'Serviço indisponível' // our wording
export const servicoIndisponivelTexto =
  'O restaurante não respondeu a tempo. Tente novamente em alguns instantes.' // our wording
export const voltarAoInicio = 'Voltar ao início' // our wording
// Pages the server answers by itself, before the app reads a request (a body too large, a body that is no form).
export const envioGrandeDemaisTitulo = 'Envio grande demais' // our wording
export const envioGrandeDemaisTexto =
  'O que você enviou passa do tamanho permitido. Se for uma foto, escolha uma imagem menor e tente novamente.' // our wording
export const envioInvalidoTexto =
  'Não conseguimos ler o que foi enviado. Volte à página e tente novamente.' // our wording
// A form posted from another address than the app's configured one (PUBLIC_ORIGIN): refused, and said why.
export const outroEnderecoTitulo = 'Endereço diferente' // our wording
export const outroEnderecoTexto = (endereco: string) =>
  `Esta página foi aberta por outro endereço, e por segurança só aceitamos formulários enviados de ${endereco}. Abra ${endereco} e tente novamente.` // our wording
// The first option of a select with nothing chosen yet: an empty option is invalid HTML and read as "blank".
export const selecione = 'Selecione' // our wording
export const paginaInicial = 'Voltar para a página inicial' // our wording
export const saiuDaConta = 'Você saiu da sua conta.' // our wording
export const carregandoMapa = 'Carregando mapa...' // our wording
export const localizacao = 'Localização' // our wording
export const contato = 'Contato' // our wording
export const musicaAoVivo = 'Música ao vivo' // our wording (weekly info flgMusicaAoVivo)

// ── @prato/ui components' own labels (all our wording; defaults of PratoProvider and of label props) ──
// The UI package's defaults are in every first load (PratoProvider), so the texts they show live here even
// where the specification words them for a screen, e.g. 'Avaliação' (000 §2 dialog), 'A partir de' (001 §3).
export const avaliacao = 'Avaliação'
export const aPartirDe = 'A partir de'
export const labelQuantidade = 'Quantidade' // our wording
export const aviso = 'Aviso' // (000 §2 dialog title; ConfirmDialog's default title)
export const produtoEmFalta = 'Produto em falta!' // (001 §5; also ProductCard's badge)
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
export const estrelas = (quantidade: number) =>
  quantidade === 1 ? '1 estrela' : `${quantidade} estrelas` // our wording
/** `Etapa 2 de 4` */
export const etapaDeTotal = (etapa: Placeholder, total: Placeholder) => `Etapa ${etapa} de ${total}` // our wording
export const etapaConcluida = 'concluída' // our wording (stepper, screen readers)
export const etapaAtual = 'atual' // our wording
export const opcional = 'opcional' // our wording (field marker)
export const obrigatorio = 'obrigatório' // our wording
export const indisponivel = 'Indisponível' // our wording (product card badge)
export const navegacaoInferior = 'Navegação inferior' // our wording (bottom bar landmark)
export const verNoMapa = 'Ver no mapa' // our wording (map fallback link)
export const comoChegar = 'Como chegar' // our wording (issue 10: the map card's directions link)
export const codigoPixCopiaECola = 'Código PIX copia e cola' // our wording (QR code text field)
export const copiarCodigo = 'Copiar código' // our wording
export const qrCodePix = 'QR Code PIX' // our wording (QR code image name)

// ── Words several screen groups share (moved here so that no group's texts load another's) ─────────────
export const editar = 'Editar' // our wording
export const labelCidade = 'Cidade' // our wording
export const retirarNoLocalNota = '(Retirar no local)'
export const verCardapio = 'Ver cardápio' // our wording (empty cart action)
export const pontoDeEntrega = 'Ponto de Entrega'
export const labelPessoas = 'Pessoas' // our wording
export const formaPagamentoTitulo = 'Forma de pagamento' // our wording (payment section and tab list label)
export const total = 'Total' // our wording
export const mesa = 'Mesa'
export const enderecoPrincipal = 'Principal' // our wording
export const cardapio = 'Cardápio'
export const desconto = 'Desconto' // our wording
export const pedidoPago = 'Pago' // our wording (flgPago)
export const pixPagamentoAprovado = 'Pagamento Aprovado' // as `pagamentoAprovado` (002 §4)
export const informeQuantidadePessoas = 'Informe a quantidade de pessoas'
export const statusAguardandoPagamento = 'Aguardando pagamento'
export const statusCancelado = 'Cancelado' // our wording (status name not worded in 001)
export const entregaTitulo = 'Entrega' // our wording (checkout section: how the order reaches the diner)
export const gratis = 'Grátis'
export const retirarNoLocal = 'Retirar no local'
export const semEnderecoInformado = 'Sem endereço informado'
export const subtotal = 'Subtotal' // our wording
export const taxaEntrega = 'Taxa de entrega' // our wording
export const naoEntregaNesteEndereco = 'Não entrega neste endereço'
export const labelNome = 'Nome' // our wording
export const labelObservacao = 'Observação' // our wording
export const labelQual = 'Qual ?'
export const consultandoPagamento = consultando // as `consultando` (002 §4)
export const pixAguardandoPagamento = 'Aguardando o pagamento' // our wording (before polling starts, or without JavaScript)
export const pixCancelado = 'O pagamento PIX foi cancelado.' // our wording (charge status C)
export const pixInstrucao =
  'Escaneie o QR Code no aplicativo do seu banco ou copie o código PIX. Esta página confirma o pagamento sozinha.' // our wording
export const valorAPagar = 'Valor a pagar' // our wording

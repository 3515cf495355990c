/**
 * Ordering (001): menus and products, cart and checkout, orders and tracking, cards, events.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── Menus and products (001 §2, §5) ────────────────────────────────────────────────────────
export const sugestaoDoDia = 'Sugestão do dia'
export const sugestoesDoDia = 'Sugestões do dia'
export const cardapio = 'Cardápio'
export const cardapioCompleto = 'Cardápio Completo'
export const pesquisarProduto = 'Pesquisar produto' // our wording (menu search placeholder)
export const categoria = 'Categoria' // our wording (category autocomplete label)
export const nenhumProdutoEncontrado = 'Nenhum produto encontrado' // our wording
export const pesquisePontoEntrega = 'Pesquise pelo ponto de entrega'
export const avancarCardapio = 'Avançar - Cardápio'
export const nenhumPontoEntrega = 'Nenhum ponto de entrega disponível'
export const pontoDeEntrega = 'Ponto de Entrega'
export const pedidosAte = (hora: Placeholder) => `Pedidos até ${hora}` // our wording (horarioLimitePedido)
export const acompanheSuaConta = 'Acompanhe sua conta'
export const acessarConta = 'Acessar Conta'
// (the product view's texts, 001 §5 "Adding a product": ./product.ts)
export const produtosNaCategoria = (quantidade: Placeholder) =>
  Number(quantidade) === 1 ? '1 produto' : `${quantidade} produtos` // our wording (group/category counts)
export const indiceCardapio = 'Índice do cardápio' // our wording (drawer index title and trigger)
export const gruposCardapio = 'Grupos do cardápio' // our wording (chip row label)
export const guiaCardapio = 'Guia' // our wording (guide select label)
export const verGuia = 'Ver' // our wording (guide select's submit without JavaScript)
export const produtosEncontrados = (quantidade: Placeholder) =>
  Number(quantidade) === 1 ? '1 produto encontrado.' : `${quantidade} produtos encontrados.` // our wording
export const nenhumProdutoDescricao = (busca: Placeholder) =>
  `Nada no cardápio corresponde a “${busca}”.` // our wording (search empty state)
export const limparBusca = 'Limpar busca' // our wording
export const mostrarBusca = 'Pesquisar no cardápio' // our wording (mobile search toggle)

// ── Cart and checkout (001 §2, §4, §5, §8) ─────────────────────────────────────────────────
export const carrinhoVazio = 'Seu carrinho esta vazio!'
export const seuCarrinho = 'Seu carrinho' // our wording (cart screen title)
export const limparCarrinho = 'Limpar carrinho' // our wording
export const editarItem = 'Editar' // our wording (cart line: reopen the product view)
export const removerItem = (nome: Placeholder) => `Remover ${nome}` // our wording (accessible name)
export const quantidadeDe = (nome: Placeholder) => `Quantidade de ${nome}` // our wording (accessible name)
export const verCardapio = 'Ver cardápio' // our wording (empty cart action)
export const precoPorUnidade = (preco: Placeholder) => `${preco} / un.` // our wording (cart line's unit price)
export const carrinhoPedidoInvalido =
  'Não foi possível alterar o carrinho com esses dados. Nada foi alterado.' // our wording (forged cart post)
export const carrinhoAtualizando = 'Atualizando o carrinho…' // our wording (pending lines)
export const conflitoModoPedido =
  'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?'
export const mudarParaDelivery = 'Mudar para delivery'
export const retirarNoLocalNota = '(Retirar no local)'
export const retirarNoLocal = 'Retirar no local'
export const receberNoEndereco = 'Receber no endereço' // our wording (delivery-mode choice)
export const informeNomeCorretamente = 'Informe o nome corretamente!'
export const informeChaveComanda = 'Informe a chave da comanda corretamente!'
export const telefoneInvalido = 'Telefone inválido'
export const telefoneInvalidoDetalhe = (phone: Placeholder) =>
  `Informe um telefone válido com DDD. Ex: ${phone}`
export const atualizarTelefone = 'Atualizar telefone'
export const cancelarPedido = 'Cancelar pedido'
export const selecioneProduto = 'Você precisa selecionar pelo menos um produto!'
export const somentePontoEntrega =
  'Este restaurante somente atende pontos de entrega, selecione um ponto de entrega para realizar o pedido!'
export const informeEnderecoEntrega = 'Você precisa informar um endereço de entrega!'
export const empresaNaoEntregaEndereco =
  'Esta empresa não aceita entregar para o endereço selecionado!'
export const alterarEndereco = 'Alterar endereço'
export const insiraFormaPagamento = 'Insira uma forma de pagamento!'
export const informeValorDinheiro = 'Informe o valor do pagamento em dinheiro!'
export const valorPagamentoMenorQueTotal =
  'O valor de pagamento deve ser maior ou igual ao valor total!'
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
export const resumoPedido = 'Resumo do pedido' // our wording (cart totals)
export const troco = 'Troco' // our wording
export const pagamentoNaEntrega = 'Pagar na entrega' // our wording (payment tab 0, delivery)
export const pagamentoNaMesa = 'Pagar na mesa' // our wording (payment tab 0, on premises)
export const pagamentoOnline = 'Pagamento online' // our wording (payment tab 1)
export const pix = 'PIX'
export const cartaoCarteira = 'Cartão salvo' // our wording (wallet card, modality 99)
export const pedidoFalhou =
  'Houve um problema ao realizar o pedido, entre em contato com o restaurante.'
export const pedidoSucessoDelivery =
  'Pedido realizado com sucesso! Aguarde a aprovação do restaurante'
export const pedidoSucessoPix = 'Pedido realizado com sucesso! Aguarde a aprovação do pagamento PIX'
export const pedidoSucessoComanda =
  'Seu pedido foi enviado com sucesso! Em breve o garçom irá entrega-lo'

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
export const adicionarCartao = 'Adicionar cartão' // our wording (opens the new card dialog)
export const cartoesSalvos = 'Cartões salvos' // our wording (the saved cards' radio group)
export const nenhumCartaoSalvo = 'Nenhum cartão salvo.' // our wording
export const cartaoFinal = (numerosFinais: Placeholder) => `**** ${numerosFinais}` // our wording (a saved card's number)
export const dicaValidade = 'MM/AA' // our wording (expiry hint)
export const salvarCartao = 'Salvar cartão' // our wording (new card dialog's submit)
export const salvarCartaoIndisponivel =
  'Não foi possível salvar o cartão agora: o serviço do restaurante não respondeu. Tente novamente em alguns minutos.' // our wording (upstream failure, not the diner's mistake)

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
export const reservaEventoSucesso =
  'Pedido de reserva realizado com sucesso, aguarde a aprovação do estabelecimento.'
export const reservaNumero = (id: Placeholder) => `Reserva #${id}`
export const porPessoa = 'por pessoa' // our wording

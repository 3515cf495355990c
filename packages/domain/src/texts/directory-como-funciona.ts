/**
 * The directory's Como funciona page copy (one module, so only that page ships it).
 * Part of the catalogue: see ../messages.ts for the rules.
 */

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

/**
 * Long-form copy of the marketing pages. The specification lists the topics (002 §2) without wording them:
 * the text is ours, written for this product. One module per page, so each page ships only its own copy.
 */
import type { Feature } from './feature'

/** Como funciona: the six features, in the specification's order. */
export const comoFuncionaIntro =
  'Um só aplicativo para escolher onde comer, pedir, acompanhar a conta e ganhar benefícios nos seus restaurantes favoritos.'

export const features: readonly Feature[] = [
  {
    title: 'Guia gastronômico',
    text: 'Descubra restaurantes da sua cidade por especialidade, veja se estão abertos, confira a avaliação de outros clientes e conheça o cardápio antes de sair de casa.',
  },
  {
    title: 'Delivery',
    text: 'Peça pelo aplicativo ou pelo site do restaurante, escolha o endereço de entrega e a forma de pagamento, e acompanhe cada etapa do pedido até ele chegar à sua porta.',
  },
  {
    title: 'Cardápio digital',
    text: 'No restaurante, abra o cardápio pelo celular: fotos, descrições e preços sempre atualizados, e o pedido vai direto para a cozinha, sem esperar pelo garçom.',
  },
  {
    title: 'Acompanhamento da conta',
    text: 'Peça ao garçom o código da sua mesa e acompanhe a conta em tempo real: tudo o que foi consumido, a taxa de serviço e o total. Você ainda pode pagar uma parte por PIX.',
  },
  {
    title: 'Pontos de fidelidade',
    text: 'Nos restaurantes com programa de fidelidade, cada consumo gera pontos que você troca por prêmios. Consulte o saldo, o histórico e os resgates quando quiser.',
  },
  {
    title: 'Avaliações e opiniões',
    text: 'Depois do pedido, conte como foi. Sua avaliação ajuda o restaurante a melhorar e outros clientes a escolher.',
  },
]

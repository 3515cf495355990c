/**
 * Long-form copy of the marketing pages. The specification lists the topics (002 §2) without wording them:
 * the text is ours, written for this product. Server-only: the copy reaches the page as loader data, not as JavaScript.
 */
import type { Feature } from './feature'

/** Seja nosso parceiro: the advantages section. */
export const parceiroIntro =
  'Leve o seu restaurante para o aplicativo e venda mais, com delivery, cardápio digital e fidelização dos clientes em uma única plataforma.'

export const advantages: readonly Feature[] = [
  {
    title: 'Seu delivery, com a sua marca',
    text: 'Um site de pedidos com as cores e o logotipo do seu restaurante, sem comissão por pedido sobre as vendas no seu canal próprio.',
  },
  {
    title: 'Cardápio digital na mesa',
    text: 'Os clientes pedem pelo celular, o pedido chega à produção na hora e o atendimento fica mais rápido, mesmo nos horários de pico.',
  },
  {
    title: 'Clientes que voltam',
    text: 'Programa de pontos e prêmios configurável, para transformar quem visita uma vez em cliente fiel.',
  },
  {
    title: 'Visibilidade no guia',
    text: 'Seu restaurante aparece no guia gastronômico para quem procura onde comer na sua cidade.',
  },
]

/**
 * The directory's Seja nosso parceiro advantages (server-only copy, sent as loader data).
 * Part of the catalogue: see ../messages.ts for the rules.
 */

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

/**
 * The directory's page descriptions for search engines (server-only, used in meta).
 * Part of the catalogue: see ../messages.ts for the rules.
 */

// ── directory: page descriptions for search engines (our wording) ─────────────────────────────────
export const seoHomeDescricao =
  'Encontre restaurantes perto de você: delivery e cardápio digital, filtrados por cidade, especialidade e nome.' // our wording
export const seoComoFuncionaDescricao =
  'Guia gastronômico, delivery, cardápio digital, acompanhamento da conta, pontos de fidelidade e avaliações em um só aplicativo.' // our wording
export const seoParceiroDescricao =
  'Leve o seu restaurante para o nosso aplicativo: delivery, cardápio digital, fidelidade e muito mais. Fale com a gente.' // our wording
export const seoPrivacidadeDescricao =
  'Como tratamos os seus dados pessoais: o que coletamos, para quê e quais são os seus direitos.' // our wording

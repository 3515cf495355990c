/**
 * Page descriptions for search engines (our wording). Server-only: they reach the page through loader data and
 * `meta`, so the browser's JavaScript does not carry them.
 */
export const descriptions = {
  homeDescricao:
    'Encontre restaurantes perto de você: delivery e cardápio digital, filtrados por cidade, especialidade e nome.',
  comoFuncionaDescricao:
    'Guia gastronômico, delivery, cardápio digital, acompanhamento da conta, pontos de fidelidade e avaliações em um só aplicativo.',
  parceiroDescricao:
    'Leve o seu restaurante para o nosso aplicativo: delivery, cardápio digital, fidelidade e muito mais. Fale com a gente.',
  privacidadeDescricao: 'Como tratamos os seus dados pessoais: o que coletamos, para quê e quais são os seus direitos.',
} as const

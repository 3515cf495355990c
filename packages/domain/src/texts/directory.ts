/**
 * The public directory (002): its shell, filters, cards and partner form.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import { labelCidade } from './shell'

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
export const cidade = labelCidade // our wording (city selector)
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

// ── Directory shell and filters (our wording) ───────────────────────────────────────────────
export const filtrar = 'Filtrar' // our wording
export const tipoEstabelecimento = 'Tipo de estabelecimento' // our wording
export const selecioneCidade = 'Selecione a cidade' // our wording
export const navegacaoPrincipal = 'Navegação principal' // our wording (nav landmark label)
export const restaurantes = 'Restaurantes' // our wording
export const naoPreenchaCampo = 'Não preencha este campo' // our wording (honeypot label)
export const contatoTitulo = 'Fale com a nossa equipe' // our wording
export const centroComercial = 'Centro comercial' // our wording

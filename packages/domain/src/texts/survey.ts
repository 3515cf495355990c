/**
 * The satisfaction survey 'Avaliação' and the saved cards page (001 §2, §4, §5): the words those two screens add
 * to the ones 001 quotes (kept in ./orders.ts). Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── Survey (001 §2 'Avaliação', §4, §5) ─────────────────────────────────────────────────────
export const responderPesquisa = 'Responder pesquisa de satisfação' // our wording (link to the survey dialog)
export const pesquisaIndisponivel =
  'Este restaurante não tem uma pesquisa de satisfação no momento.' // our wording (no survey, or it could not be read)
export const perguntaDeTotal = (atual: Placeholder, total: Placeholder) =>
  `Pergunta ${atual} de ${total}` // our wording (the survey's progress)
export const pesquisaDadosOpcionais = 'Se quiser, deixe uma observação e o seu contato.' // our wording (above the optional fields)

// ── Saved cards page (001 §2 minhas-formas-pagamento) ───────────────────────────────────────
export const excluirCartaoPergunta = (cartao: Placeholder) => `Deseja excluir o cartão ${cartao}?` // our wording (the delete confirmation)
export const cartoesNaoCarregados =
  'Não foi possível carregar os seus cartões agora. Tente novamente em alguns minutos.' // our wording (list failure)

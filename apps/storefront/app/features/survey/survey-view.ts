/** One question of the satisfaction survey as the dialog shows it (001 §3 "Survey"). */
export type SurveyQuestion = {
  id: number
  pergunta: string
  /** tipoQuestionarioId: 5 reveals 'Qual ?' when answered Sim (001 §5). */
  tipo: number
  options: Array<{ id: number; texto: string }>
  /** The option whose choice reveals 'Qual ?' (the Sim of a type 5 question), if any. */
  qualOptionId: number | null
}

/** The restaurant's survey: its first one, with the questions that can be answered. */
export type SurveyView = { id: number; nome: string; questions: SurveyQuestion[] }

/** One step of the survey: the question on screen, where it stands, and what the diner answered before. */
export type SurveyStep = {
  nome: string
  question: SurveyQuestion
  /** 0-based. */
  index: number
  total: number
  answer: { opcaoId: number; respostaTexto: string | null } | null
}

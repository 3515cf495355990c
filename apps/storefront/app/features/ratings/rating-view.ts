/** A rating of the restaurant as the 'Avaliações' list shows it (001 §3 "Listed rating"): texts made on the server. */
export type RatingView = {
  nome: string
  /** The diner's photo, through the URL allowlist; null without one. */
  foto: string | null
  /** 1 to 5. */
  avaliacao: number
  /** DD/MM/YYYY. */
  data: string
  mensagem: string | null
  /** The restaurant's answer and its date; null when it has not answered. */
  resposta: { mensagem: string; data: string } | null
}

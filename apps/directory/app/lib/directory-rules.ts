// Directory rules (002 §3–§5, §9). Local until @prato/domain exports them; see the README.
export const DEFAULT_CIDADE_ID = 1489
export const DEFAULT_TIPO_EMPRESA = 2
export type TipoEmpresa = 1 | 2

/** "especialidades (comma-separated string)" shown "as chips (split on commas)". */
export function splitSpecialties(especialidades: string | null | undefined): string[] {
  return (especialidades ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/** Lower case without accents, so 'acai' finds 'Açaí' ("ignoring case and accents"). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

export function matchesName(nome: string, query: string): boolean {
  const q = normalizeSearch(query)
  return q === '' || normalizeSearch(nome).includes(q)
}

/** "rating with a comma decimal": 4.5 → '4,5'. */
export function formatRating(avaliacao: number): string {
  return avaliacao.toFixed(1).replace('.', ',')
}

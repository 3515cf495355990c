/**
 * Centavos → 'R$ 1.234,56'. Same output as `@prato/domain`'s `formatMoney` (Intl pt-BR BRL, with the no-break
 * space after 'R$' so server and browser HTML match); kept local until that helper is on the domain's entry.
 */
const formatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

export function formatCentavos(centavos: number): string {
  // `+ 0` turns -0 into 0 so a zero total never prints as '-R$ 0,00'.
  return formatter.format(Math.round(centavos) / 100 + 0)
}

// The API speaks decimal reais (39.9); the sandbox computes and stores integer centavos.
export function reais(centavos: number): number {
  return Math.round(centavos) / 100
}
export function centavos(valorReais: number): number {
  return Math.round(valorReais * 100)
}

/** Bella Napoli's contact lines, as the landing's InfoSection gets them from the tenant loader. */
export const bellaNapoli = {
  tempoMedioEntregaNome: '35 a 45 min',
  phone: '(62) 3 2410-001',
  phoneHref: 'tel:+556232410001',
  email: 'contato@bellanapoli.prato.dev',
  emailHref: 'mailto:contato@bellanapoli.prato.dev',
  address: {
    logradouro: 'Avenida Ricardo Paranhos',
    numero: '799',
    bairro: 'Setor Marista',
    cep: '74150060',
    cidade: 'Goiânia',
    uf: 'GO',
  },
}

/** A tiny inline image, so stories never fetch from a network. */
export function placeholderImage(label: string, colour = '#c62828'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

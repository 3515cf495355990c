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

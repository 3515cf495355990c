/**
 * Pesquisar endereço as the diner types, and "Usar minha localização" (000 §4 "Address search", §7 "Maps
 * service"): only the address search shows them, and it loads with the account dialogs, never on a first visit.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

// ── address search (our wording) ─────────────────────────────────────────────────────────────
export const pesquisaEnderecoDica = 'Digite o CEP ou pelo menos 3 letras da rua.' // our wording
export const buscandoEnderecos = 'Buscando endereços...' // our wording
export const enderecosEncontrados = (quantidade: Placeholder) =>
  quantidade === 1 ? '1 endereço encontrado.' : `${quantidade} endereços encontrados.` // our wording
export const pesquisaEnderecoFalhou = 'Não foi possível pesquisar endereços agora. Tente novamente.' // our wording
export const enderecosSugeridos = 'Endereços sugeridos' // our wording (the suggestion list's name)
export const usarMinhaLocalizacao = 'Usar minha localização' // our wording
export const obtendoLocalizacao = 'Obtendo a sua localização...' // our wording
export const localizacaoNegada =
  'Não temos permissão para usar a sua localização. Permita o acesso no navegador ou pesquise o endereço.' // our wording
export const localizacaoIndisponivel =
  'Não foi possível obter a sua localização. Pesquise o endereço pelo CEP ou pelo nome da rua.' // our wording
export const localizacaoSemEndereco =
  'Não encontramos um endereço na sua localização. Pesquise pelo CEP ou pelo nome da rua.' // our wording

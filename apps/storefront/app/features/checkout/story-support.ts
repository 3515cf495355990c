import type { SavedCard } from '#app/lib/payment.server'

/** The saved cards the checkout's stories show: Ana's two (the sandbox's seeds) and a third holder's. */
export const visa: SavedCard = {
  id: 501,
  bandeira: 1,
  nomePortador: 'ANA SOUZA',
  numerosFinais: '1111',
  principal: true,
}
export const master: SavedCard = {
  id: 502,
  bandeira: 2,
  nomePortador: 'ANA SOUZA',
  numerosFinais: '4444',
  principal: false,
}
export const elo: SavedCard = {
  id: 503,
  bandeira: 7,
  nomePortador: 'JOSE DA SILVA',
  numerosFinais: '5678',
  principal: false,
}

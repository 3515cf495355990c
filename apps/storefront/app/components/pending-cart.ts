import { lineTotal, type CartItem } from '@prato/domain'
import { useFetchers } from '@remix-run/react'

/*
 * The cart as it will be once the diner's pending changes land (optimistic): each line's changes go through a
 * fetcher keyed by the line, so the cart's lines and the checkout's totals read the same pending quantities.
 */

/** The key of the fetcher that changes one cart line (so rapid clicks on one line do not race). */
export function cartLineFetcherKey(uuid: string): string {
  return `linha:${uuid}`
}

/** A line's quantity as the diner sees it: the one being sent, else the stored one; null while it is being removed. */
export function pendingQuantity(
  line: CartItem,
  fetchers: ReturnType<typeof useFetchers>,
): { quantidade: number | null; pending: boolean } {
  const mine = fetchers.find((f) => f.key === cartLineFetcherKey(line.uuid) && f.formData)
  if (!mine?.formData) return { quantidade: line.quantidade, pending: false }
  if (mine.formData.get('intent') === 'remover') return { quantidade: null, pending: true }
  const q = Number(mine.formData.get('quantidade'))
  return { quantidade: Number.isInteger(q) && q >= 0 ? q : line.quantidade, pending: true }
}

/**
 * The subtotal as it will be once the pending changes land (optimistic): the same unit prices the server stored,
 * times the quantities being sent.
 */
export function useOptimisticSubtotal(items: readonly CartItem[]): {
  subtotal: number
  pending: boolean
} {
  const fetchers = useFetchers()
  let sum = 0
  let pending = false
  for (const line of items) {
    const state = pendingQuantity(line, fetchers)
    pending ||= state.pending
    sum += lineTotal(line.valorUnitario, state.quantidade ?? 0)
  }
  return { subtotal: sum, pending }
}

import type { DeliveryPoint } from '@prato/domain'
import { readId } from '#app/lib/cart.server'
import type { StorefrontContext } from '#app/lib/context.server'

/**
 * The restaurant's active delivery points (001 §7 GET v3/delivery-pontoentrega/pontos-ativos), one of the API
 * client's shared GETs.
 */
export async function loadDeliveryPoints(ctx: StorefrontContext): Promise<DeliveryPoint[]> {
  const points = await ctx.api.get('/v3/delivery-pontoentrega/pontos-ativos')
  return points.map((p) => ({
    id: p.id,
    nome: p.nome,
    logradouroFull: p.logradouroFull,
    bairroNome: p.bairroNome,
    horarioLimitePedido: p.horarioLimitePedido,
    taxaEntrega: p.taxaEntrega,
  }))
}

/** The point a form chose, when it is one of the restaurant's active points now (never the browser's copy). */
export function chosenPoint(
  points: readonly DeliveryPoint[],
  value: unknown,
): DeliveryPoint | null {
  const id = readId(value)
  return id === null ? null : (points.find((p) => p.id === id) ?? null)
}

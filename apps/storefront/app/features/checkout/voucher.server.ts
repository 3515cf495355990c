import { ApiError } from '@prato/api-client'
import { firstServerMessage, voucherApplyResult, type CartVoucher } from '@prato/domain'
import { cupomNaoEncontrado, informeCupom } from '@prato/domain/messages'
import type { StorefrontContext } from '#app/lib/context.server'

const CODE = /^[\p{L}\p{N}_-]{1,40}$/u

/**
 * 001 §5 "Voucher" with §7 GET /v1/vouchers/{code}: an empty or malformed code is 'Informe o cupom
 * corretamente!' (an 'Aviso'); an inactive voucher answers its own message; an unknown one 'Cupom não
 * encontrado!' (or the server's first error). An upstream failure is thrown to the caller.
 */
export async function findVoucher(
  ctx: StorefrontContext,
  raw: unknown,
): Promise<{ ok: true; voucher: CartVoucher } | { ok: false; message: string; aviso?: true }> {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : ''
  if (!CODE.test(code)) return { ok: false, message: informeCupom, aviso: true }
  try {
    const voucher = await ctx.api.get('/v1/vouchers/{code}', { params: { path: { code } } })
    return voucherApplyResult(voucher)
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500)
      return { ok: false, message: firstServerMessage(error.body, cupomNaoEncontrado) }
    throw error
  }
}

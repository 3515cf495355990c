import { tabChargeStatusAnswer } from '#app/features/tab/tab.server'
import { storefrontLeanLoader } from '#app/lib/lean.server'
import type { RouteHandle } from '#app/lib/route-handle'

/**
 * The status of a tab's partial PIX payment, polled every 4 s by the partial payment dialog until F, P or C (002
 * §4): `{ flgStatus, receipt }` of a charge this session asked for (the receipt from obter-comprovante once
 * approved). A lean loader: in production the server answers it ahead of Express and Remix (docs/decisions/0017).
 */
export const loader = storefrontLeanLoader((ctx, params) =>
  tabChargeStatusAnswer(ctx, params.pagamentoId),
)

export const handle: RouteHandle = { personal: true }

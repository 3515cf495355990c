import { clientLazy } from '@prato/web-server'

/**
 * The redemptions' QR codes (DESIGN §7 "QR codes load after the first paint"): rendered in full by the server, their
 * code (qrcode.react) in the page's island (loyalty.lazy.tsx), loaded after the first paint; put each in its own
 * <Suspense>.
 */
export const RedemptionCode = clientLazy(() =>
  import('./loyalty.lazy').then((m) => m.default.RedemptionCode),
)

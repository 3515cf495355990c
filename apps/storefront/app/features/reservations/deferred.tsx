import { clientLazy } from '@prato/web-server'

/**
 * The reservation's PIX QR code (DESIGN §7 "QR codes load after the first paint"): rendered in full by the server,
 * its code (qrcode.react) in the page's island (reservations.lazy.tsx), loaded after the first paint; put it in its
 * own <Suspense>.
 */
export const ReservationPixCode = clientLazy(() =>
  import('./reservations.lazy').then((m) => m.default.ReservationPixCode),
)

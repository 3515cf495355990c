import { clientLazy } from '@prato/web-server'

/**
 * The PIX page's QR code (DESIGN §7 "QR codes load after the first paint"): rendered in full by the server, its
 * code (qrcode.react) loaded after the first paint; put it in its own <Suspense>.
 */
export const PixCode = clientLazy(() => import('./PixCode').then((m) => m.PixCode))

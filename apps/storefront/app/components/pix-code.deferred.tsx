import { clientLazy } from '@prato/web-server'

/**
 * A PIX charge's QR code and copy-and-paste code (DESIGN §7 "QR codes load after the first paint"), shared by the
 * delivery PIX page and the tab's partial payment: rendered in full by the server, its code (qrcode.react) in the
 * page's island (PixCode.lazy.tsx), loaded after the first paint; put it in its own <Suspense>.
 */
export const PixCode = clientLazy(() => import('./PixCode.lazy').then((m) => m.default.PixCode))

// The PIX pages' deferred island (DESIGN §7, docs/decisions/0036): the charge's QR code and copy-and-paste code.
// Named after PixCode so that it joins PixCode in the `qrcode` chunk (tooling/first-load-chunks.ts) rather than
// `kit`, which every page loads at once.
import { PixCode } from './PixCode'

export default { PixCode }

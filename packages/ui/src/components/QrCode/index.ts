export { QrCode, copyText, COPIED_RESET_MS, type QrCodeProps } from './QrCode'
export { drawQrCode, type QrDrawing } from './drawQrCode'

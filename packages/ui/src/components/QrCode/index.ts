export { QrCode, copyText, COPIED_RESET_MS, type QrCodeProps } from './QrCode'
export { QrImage, type QrImageProps } from './QrImage'
export { drawQrCode, type QrDrawing } from './drawQrCode'

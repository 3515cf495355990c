/**
 * The QR entry page (/{tenant}/qrcode, 002 §2 "Exists; content not shown"; docs/decisions/0029): what a scanned
 * code or a shopping-centre store opens, and the restaurant's print view of its codes.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'

export const pedirDelivery = 'Pedir delivery' // our wording (the entry page's delivery action)
export const imprimirQrCodes = 'Imprimir QR Codes' // our wording (link to the print view, for the restaurant)
export const qrCodesParaImprimir = 'QR Codes para imprimir' // our wording (print view heading)
export const imprimir = 'Imprimir' // our wording (print button)
export const dicaImpressao =
  'Imprima em papel A4: cada código tem o nome da mesa e o endereço que ele abre.' // our wording
export const aponteACamera = 'Aponte a câmera do celular para abrir o cardápio' // our wording (caption of each code)
export const qrCodeDestaPagina = 'QR Code desta página' // our wording (the page's own code)
export const qrCodeDaMesa = (mesa: Placeholder) => `QR Code: ${mesa}` // our wording (a table's code)
export const mesasIndisponiveis =
  'Não foi possível carregar as mesas agora. Tente novamente em alguns instantes.' // our wording

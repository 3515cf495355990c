import {
  envioGrandeDemaisTexto,
  envioGrandeDemaisTitulo,
  envioInvalidoTexto,
  requisicaoInvalidaTitulo,
} from '@prato/domain/messages'

/** Portuguese texts (from the catalogue) of the pages the server answers by itself. */
export type ServerTexts = Record<400 | 413 | 415, { title: string; message: string }>

/** The pages the server answers by itself, in the catalogue's words. */
export const serverTexts: ServerTexts = {
  400: { title: requisicaoInvalidaTitulo, message: envioInvalidoTexto },
  413: { title: envioGrandeDemaisTitulo, message: envioGrandeDemaisTexto },
  415: { title: requisicaoInvalidaTitulo, message: envioInvalidoTexto },
}

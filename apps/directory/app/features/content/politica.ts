/**
 * Política de privacidade: the topics of 002 §2, in plain language. The copy lives in the catalogue of
 * @prato/domain; this module only gives it its sections.
 */
import {
  politicaBancariosTexto,
  politicaBancariosTitulo,
  politicaCompartilhamentoTexto,
  politicaCompartilhamentoTitulo,
  politicaCompromissosItem1,
  politicaCompromissosItem2,
  politicaCompromissosItem3,
  politicaCompromissosItem4,
  politicaCompromissosItem5,
  politicaCompromissosTexto,
  politicaCompromissosTitulo,
  politicaDadosItem1,
  politicaDadosItem2,
  politicaDadosItem3,
  politicaDadosTexto,
  politicaDadosTitulo,
  politicaDireitosTexto,
  politicaDireitosTitulo,
  politicaLoginSocialTexto,
  politicaLoginSocialTitulo,
  politicaSobreTexto,
  politicaSobreTitulo,
  politicaVigencia,
} from '@prato/domain/messages'

export interface PolicySection {
  title: string
  paragraphs?: readonly string[]
  items?: readonly string[]
}

export const policyEffective = politicaVigencia

export const policySections: readonly PolicySection[] = [
  {
    title: politicaSobreTitulo,
    paragraphs: [politicaSobreTexto],
  },
  {
    title: politicaDadosTitulo,
    paragraphs: [politicaDadosTexto],
    items: [politicaDadosItem1, politicaDadosItem2, politicaDadosItem3],
  },
  {
    title: politicaBancariosTitulo,
    paragraphs: [politicaBancariosTexto],
  },
  {
    title: politicaCompartilhamentoTitulo,
    paragraphs: [politicaCompartilhamentoTexto],
  },
  {
    title: politicaLoginSocialTitulo,
    paragraphs: [politicaLoginSocialTexto],
  },
  {
    title: politicaCompromissosTitulo,
    paragraphs: [politicaCompromissosTexto],
    items: [
      politicaCompromissosItem1,
      politicaCompromissosItem2,
      politicaCompromissosItem3,
      politicaCompromissosItem4,
      politicaCompromissosItem5,
    ],
  },
  {
    title: politicaDireitosTitulo,
    paragraphs: [politicaDireitosTexto],
  },
]

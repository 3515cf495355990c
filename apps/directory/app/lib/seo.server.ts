/**
 * Page descriptions for search engines (our wording, in the catalogue of @prato/domain). Server-only: they reach
 * the page through loader data and `meta`, so the browser's JavaScript does not carry them.
 */
import {
  seoComoFuncionaDescricao,
  seoHomeDescricao,
  seoParceiroDescricao,
  seoPrivacidadeDescricao,
} from '@prato/domain/messages'

export const descriptions = {
  homeDescricao: seoHomeDescricao,
  comoFuncionaDescricao: seoComoFuncionaDescricao,
  parceiroDescricao: seoParceiroDescricao,
  privacidadeDescricao: seoPrivacidadeDescricao,
} as const

import { createContext, useContext, type ReactNode } from 'react'
import type { Messages } from '@prato/domain'

/**
 * The catalogue's texts the shell and the landing page show, picked on the server and handed to the page in the
 * root loader's data. Importing `messages` in browser code would ship the whole catalogue (about 6 KB gzip) in
 * the first load, past the landing page's 100 KB budget (DESIGN §7); the texts themselves still come only from
 * @prato/domain. Screens that load lazily (the account dialogs) import `messages` directly.
 */
export const LABEL_KEYS = [
  'delivery',
  'menu',
  'carrinho',
  'criarConta',
  'entrar',
  'sair',
  'fazerPedido',
  'conhecaNossoMenu',
  'informacoesDaSemana',
  'nomeProdutoPadrao',
  'voltarAoTopo',
  'botaoWifi',
  'wifiRede',
  'wifiSenha',
  'fechar',
  'tempoMedioEntrega',
  'labelTelefone',
  'labelEmail',
  'menuMeuPerfil',
  'menuTrocarTelefone',
  'menuFormasPagamento',
  'menuEnderecos',
  'menuMeusPedidosDelivery',
  'menuMeusPedidosMenu',
] as const satisfies ReadonlyArray<keyof Messages>

export type LabelKey = (typeof LABEL_KEYS)[number]
export type Labels = { [K in LabelKey]: string }

export function pickLabels(catalogue: Pick<Messages, LabelKey>): Labels {
  return Object.fromEntries(LABEL_KEYS.map((k) => [k, catalogue[k]])) as Labels
}

const LabelsContext = createContext<Labels | null>(null)

export function LabelsProvider({ labels, children }: { labels: Labels | null | undefined; children: ReactNode }) {
  return <LabelsContext.Provider value={labels ?? null}>{children}</LabelsContext.Provider>
}

export function useLabels(): Labels {
  const labels = useContext(LabelsContext)
  if (!labels) throw new Error('useLabels outside LabelsProvider (the root loader provides the labels)')
  return labels
}

import type { TextMessageKey } from '@prato/domain'
import type { DialogName } from '#app/components/dialogs'

/** The logged-in diner as the browser sees it (no token, no ids beyond what the pages show). */
export type ShellUser = {
  firstName: string
  /** 'Olá, {primeiro nome}' from the catalogue, made on the server. */
  greeting: string
  nome: string
  email: string
  telefone: string | null
  needsPhone: boolean
  phoneConfirmed: boolean
}

export type ProfileEntry =
  | { key: string; labelKey: TextMessageKey; dialog: DialogName }
  | { key: string; labelKey: TextMessageKey; path: string }

/** 000 §2: "My Profile, Change phone, Payment methods, Addresses, My Orders - Delivery, My Orders - Menu, and Sair". */
export const PROFILE_ENTRIES: ProfileEntry[] = [
  { key: 'perfil', labelKey: 'menuMeuPerfil', dialog: 'perfil' },
  { key: 'trocarTelefone', labelKey: 'menuTrocarTelefone', dialog: 'telefone' },
  { key: 'formasPagamento', labelKey: 'menuFormasPagamento', path: 'minhas-formas-pagamento' },
  { key: 'enderecos', labelKey: 'menuEnderecos', dialog: 'enderecos' },
  { key: 'pedidosDelivery', labelKey: 'menuMeusPedidosDelivery', path: 'historico-pedidos' },
  { key: 'pedidosMenu', labelKey: 'menuMeusPedidosMenu', path: 'historico-pedidos-menu' },
]

/** The tenant paths the shell and the landing page link to (000 §2, 001 §2), by the route file they need. */
export const TENANT_SCREENS = {
  delivery: 'delivery',
  menu: 'menu',
  eventos: 'eventos',
  reservas: 'minhas-reservas',
  reserva: 'reserva',
  carrinho: 'carrinho',
  finalizarPedido: 'finalizar-pedido',
  fidelidade: 'fidelidade',
  pontoEntrega: 'delivery-ponto-entrega',
  formasPagamento: 'minhas-formas-pagamento',
  historicoDelivery: 'historico-pedidos',
  historicoMenu: 'historico-pedidos-menu',
} as const
export type TenantScreen = keyof typeof TENANT_SCREENS

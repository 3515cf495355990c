import type { TextMessageKey } from '@prato/domain'

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

/**
 * The dialog names the shell links to with `?dialog=name`. The account ones are implemented in
 * app/features/account (its ACCOUNT_DIALOGS); 'wifi' belongs to the landing page.
 */
export const DIALOGS = {
  login: 'login',
  cadastro: 'cadastro',
  recuperarSenha: 'recuperar-senha',
  sms: 'sms',
  /** Trocar Telefone */
  trocarTelefone: 'telefone',
  /** Informe o telefone (000 §4: opens by itself when a logged-in diner has no phone) */
  informeTelefone: 'informe-telefone',
  perfil: 'perfil',
  enderecos: 'enderecos',
  wifi: 'wifi',
} as const

export const ACCOUNT_DIALOG_NAMES: readonly string[] = [
  DIALOGS.login,
  DIALOGS.cadastro,
  DIALOGS.recuperarSenha,
  DIALOGS.sms,
  DIALOGS.trocarTelefone,
  DIALOGS.informeTelefone,
  DIALOGS.perfil,
  DIALOGS.enderecos,
  'pesquisar-endereco',
  'endereco',
]

export type ProfileEntry =
  | { key: string; labelKey: TextMessageKey; dialog: string }
  | { key: string; labelKey: TextMessageKey; path: string }

/** 000 §2: "My Profile, Change phone, Payment methods, Addresses, My Orders - Delivery, My Orders - Menu, and Sair". */
export const PROFILE_ENTRIES: ProfileEntry[] = [
  { key: 'perfil', labelKey: 'menuMeuPerfil', dialog: DIALOGS.perfil },
  { key: 'trocarTelefone', labelKey: 'menuTrocarTelefone', dialog: DIALOGS.trocarTelefone },
  { key: 'formasPagamento', labelKey: 'menuFormasPagamento', path: 'minhas-formas-pagamento' },
  { key: 'enderecos', labelKey: 'menuEnderecos', dialog: DIALOGS.enderecos },
  { key: 'pedidosDelivery', labelKey: 'menuMeusPedidosDelivery', path: 'historico-pedidos' },
  { key: 'pedidosMenu', labelKey: 'menuMeusPedidosMenu', path: 'historico-pedidos-menu' },
]

/** The URL with `?dialog=name` set (or removed when name is null), keeping the other parameters. */
export function withDialog(pathname: string, search: string, name: string | null): string {
  const params = new URLSearchParams(search)
  if (name) params.set('dialog', name)
  else params.delete('dialog')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** The tenant paths the shell and the landing page link to (000 §2, 001 §2), by the route file they need. */
export const TENANT_SCREENS = {
  delivery: 'delivery',
  menu: 'menu',
  eventos: 'eventos',
  reservas: 'minhas-reservas',
  reserva: 'reserva',
  carrinho: 'carrinho',
  fidelidade: 'fidelidade',
  pontoEntrega: 'delivery-ponto-entrega',
  formasPagamento: 'minhas-formas-pagamento',
  historicoDelivery: 'historico-pedidos',
  historicoMenu: 'historico-pedidos-menu',
} as const
export type TenantScreen = keyof typeof TENANT_SCREENS

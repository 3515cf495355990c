import { tenantPath, type TextMessageKey } from '@prato/domain'
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
  | { key: string; labelKey: TextMessageKey; path: TenantScreen }

/** 000 §2: "My Profile, Change phone, Payment methods, Addresses, My Orders - Delivery, My Orders - Menu, and Sair". */
export const PROFILE_ENTRIES: ProfileEntry[] = [
  { key: 'perfil', labelKey: 'menuMeuPerfil', dialog: 'perfil' },
  { key: 'trocarTelefone', labelKey: 'menuTrocarTelefone', dialog: 'telefone' },
  { key: 'formasPagamento', labelKey: 'menuFormasPagamento', path: 'minhas-formas-pagamento' },
  { key: 'enderecos', labelKey: 'menuEnderecos', dialog: 'enderecos' },
  { key: 'pedidosDelivery', labelKey: 'menuMeusPedidosDelivery', path: 'historico-pedidos' },
  { key: 'pedidosMenu', labelKey: 'menuMeusPedidosMenu', path: 'historico-pedidos-menu' },
]

/**
 * The tenant screens other pages link to, by their path below `/{tenant}/`. Each such route adds its path here
 * from its own file (`declare module '#app/components/screens' { interface TenantScreens { carrinho: true } }`),
 * so a link names a screen that exists: `screenPath(tenant, 'carrinho')` type-checks, `'carinho'` does not
 * (docs/decisions/0035; components/dialog-registry.test.ts checks each name is its route's path).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one path per route
export interface TenantScreens {}
export type TenantScreen = keyof TenantScreens & string

/** The one link to a tenant screen: `/{tenant}/{screen}`, and below it (`historico-pedidos/7`) with `below`. */
export function screenPath(
  tenant: string | null,
  screen: TenantScreen,
  below?: string | number,
): string {
  return tenantPath(tenant, below == null ? screen : `${screen}/${below}`)
}

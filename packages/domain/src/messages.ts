/**
 * The Portuguese message catalogue: every user-facing message, label and status name of the
 * three specification documents (000 shell/accounts, 001 ordering, 002 tab/loyalty/directory),
 * and the apps' own texts. This module is the catalogue's one entry (`@prato/domain/messages`).
 *
 * Every text is its own named export so browser code imports just the texts it shows
 * (`import { voltarAoTopo, saudacao } from '@prato/domain/messages'`) and the bundler drops the rest.
 * The texts live in one module per screen group (`./texts/*.ts`), because a bundler never splits a
 * module: a page loads every used text of each group module it touches, so the groups keep the
 * account dialogs' or the checkout's texts out of a landing page's first load (DESIGN §7).
 * Server code and tests may keep using the `messages` namespace (`messages.voltarAoTopo`,
 * from `@prato/domain`), built from this module in `catalogue.ts`.
 *
 * Rules for the catalogue (this file and ./texts/):
 * - Texts quoted by the specification are copied WORD FOR WORD, typos included ('esta vazio',
 *   'está operação', 'numero', 'invalido', 'entrega-lo'): diners and restaurants already know them.
 * - Entries marked `// our wording` are things the specification says exist without wording them;
 *   the text is ours and may be improved, the name must not change.
 * - Names are never renamed or removed once committed (other packages import them); only add, as a
 *   block grouped by screen: in the ./texts/ module of the screen that shows them (a new module for
 *   a new screen that loads apart), or appended at the end of this file.
 * - Only texts are exported: no other exports, no side effects (the namespace object `messages` is
 *   this module, so anything exported here or re-exported becomes a catalogue entry).
 * - Texts with {placeholders} are functions, so a caller cannot forget an argument.
 */

export * from './texts/shell'
export * from './texts/account'
export * from './texts/dialog-titles'
export * from './texts/address-search'
export * from './texts/ordering'
export * from './texts/cart'
export * from './texts/orders'
export * from './texts/survey'
export * from './texts/product'
export * from './texts/tab'
export * from './texts/minha-conta'
export * from './texts/directory'
export * from './texts/directory-como-funciona'
export * from './texts/directory-politica'
export * from './texts/directory-parceiro'
export * from './texts/directory-seo'
export * from './texts/order-tracking'
export * from './texts/qrcode'
export * from './texts/history'
export * from './texts/events'
export * from './texts/table-order'

type Placeholder = string | number

// ── storefront shell (our wording): the shared @prato/ui shell's own labels ──────────────────
export const menuPrincipal = 'Menu principal' // our wording (header nav landmark, when the app names none)
export const baixeOAplicativo = 'Baixe o aplicativo' // our wording (footer app-store links group)
export const notificacoes = 'Notificações' // our wording (toast region)
export const anterior = 'Anterior' // our wording (carousel previous button)
export const proximo = 'Próximo' // our wording (carousel next button)
export const carrossel = 'carrossel' // our wording (carousel aria-roledescription)
export const slide = 'slide' // our wording (carousel slide aria-roledescription)
export const slideDeTotal = (posicao: Placeholder, total: Placeholder) => `${posicao} de ${total}` // our wording (carousel slide name)

/**
 * Business constants and limits of the three specification documents (000 §9, 001 §9, 002 §9),
 * named once so no package retypes a number.
 */

// ── 000 §9 shell and accounts ─────────────────────────────────────────────────────────────────
/** "Cart expiry is 1 hour." */
export const CART_TTL_MS = 60 * 60 * 1000
/** "HTTP cache is 60 seconds." */
export const HTTP_CACHE_MS = 60_000
/** "Minimum password length is 6 characters." */
export const MIN_PASSWORD_LENGTH = 6
/** "CEP has 8 digits." */
export const CEP_LENGTH = 8
/** "A Brazilian phone has 11 digits and is prefixed with 55." */
export const PHONE_DIGITS = 11
export const PHONE_COUNTRY_PREFIX = '55'
/** "The phone display mask is (99) 9 9999-9999." (9 = any digit) */
export const PHONE_MASK = '(99) 9 9999-9999'
/** Our choice: a restaurant's landline (10 digits: area code + 8) is shown the usual Brazilian way. */
export const LANDLINE_MASK = '(99) 9999-9999'
export const LANDLINE_DIGITS = 10
/** "sexo values are m, f and o." */
export const SEXO_VALUES = ['m', 'f', 'o'] as const
/** "Default address name is 'Minha casa'." */
export const DEFAULT_ADDRESS_NAME = 'Minha casa'
/** "pdvId is 1 (menu) or 3 (delivery)." */
export const PDV_MENU = 1
export const PDV_DELIVERY = 3
/** 001 §9 "Default pdvId 3 (delivery)". */
export const DEFAULT_PDV_ID = PDV_DELIVERY
/** "Location bias circle is 2000 m." */
export const LOCATION_BIAS_RADIUS_M = 2000
/** "Offline-order cookies last 7 days." */
export const OFFLINE_COOKIE_DAYS = 7
export const OFFLINE_COOKIE_MS = OFFLINE_COOKIE_DAYS * 24 * 60 * 60 * 1000
/** The two cookies that identify an offline customer (000 §6). */
export const OFFLINE_COOKIE_ID = 'idPedidoOff'
export const OFFLINE_COOKIE_KEY = 'chavePedidoOff'
/** "Mobile breakpoint is 768 px." */
export const MOBILE_BREAKPOINT_PX = 768
/** "Currency is BRL and the default country is Brasil." */
export const CURRENCY = 'BRL'
export const LOCALE = 'pt-BR'
export const DEFAULT_COUNTRY = 'Brasil'
/** Landing carousel: 1 item below 600 px, 3 from 600 px, 4 from 1000 px (000 §2). */
export const CAROUSEL_BREAKPOINTS = [
  { minWidthPx: 0, items: 1 },
  { minWidthPx: 600, items: 3 },
  { minWidthPx: 1000, items: 4 },
] as const
/** "The map is 680 high." */
export const MAP_HEIGHT_PX = 680

// ── 001 §9 ordering ───────────────────────────────────────────────────────────────────────────
/** "Tracking poll 10 s." */
export const TRACKING_POLL_MS = 10_000
/** "Phone at least 13 digits at checkout" (55 + DDD + 9 digits). */
export const CHECKOUT_MIN_PHONE_DIGITS = 13
/** "card number 16 digits; CVV 3; expiry year prefixed '20'." */
export const CARD_NUMBER_DIGITS = 16
export const CVV_DIGITS = 3
export const EXPIRY_YEAR_PREFIX = '20'
export const CARD_NUMBER_MASK = '9999 9999 9999 9999'
export const EXPIRY_MASK = '99/99'
export const CVV_MASK = '999'
/** "Service charge 10% on commissioned menu orders." */
export const SERVICE_CHARGE_PERCENT = 10
/** "Default history limit 30." */
export const DEFAULT_HISTORY_LIMIT = 30
/** "Counter max 9999." (counters: min 0, max 9999, step 1) */
export const COUNTER_MIN = 0
export const COUNTER_MAX = 9999
export const COUNTER_STEP = 1
/** "Order origin id 4; app id 1." */
export const ORIGEM_WG_ID = 4
export const APLICATIVO_ID = 1 as const
/** "Modality 101 PIX, 99 wallet card." */
export const MODALIDADE_PIX = 101
export const MODALIDADE_CARTEIRA = 99
/** "Stars 1 to 5." */
export const RATING_MIN = 1
export const RATING_MAX = 5
/** Rating flgStatus sent with a rating (001 §3). */
export const RATING_FLG_STATUS = 'A'
/** Survey question type whose 'Sim' answer reveals a 'Qual ?' text field (001 §5). */
export const SURVEY_QUESTION_TYPE_WITH_TEXT = 5
/** Cart list item max height (001 §2). */
export const CART_ITEM_MAX_HEIGHT_PX = 350

// ── 002 §9 tab, loyalty, reservations, directory ─────────────────────────────────────────────
/** "PIX status polling every 4 seconds" */
export const PIX_POLL_MS = 4_000

/** Our choice: an open tab reads itself again every 15 s while its page is visible (waiters' additions, others' payments). */
export const TAB_REFRESH_MS = 15_000
/** "PIX processing up to 10 minutes" */
export const PIX_PROCESSING_MAX_MS = 10 * 60 * 1000
/** "reservation payment within 30 minutes" */
export const RESERVATION_PAYMENT_WINDOW_MS = 30 * 60 * 1000
/** "Reward quantity 1 to 9999; note limit 50 characters." */
export const REWARD_QTY_MIN = 1
export const REWARD_QTY_MAX = 9999
export const REWARD_QTY_DEFAULT = 1
export const REWARD_NOTE_MAX_LENGTH = 50
/** "Time step 30 minutes; default arrival 12:00; default people 0." */
export const RESERVATION_TIME_STEP_MIN = 30
export const RESERVATION_DEFAULT_TIME = '12:00'
export const RESERVATION_DEFAULT_PEOPLE = 0
/** "'Copied' label resets after 3 seconds." */
export const COPIED_RESET_MS = 3000
/** "Sticky offset 90 px" */
export const STICKY_OFFSET_PX = 90
/** "460 px for the tab scroller" */
export const TAB_SCROLLER_BREAKPOINT_PX = 460
/** "Placeholder events list loads after 2 seconds." */
export const PLACEHOLDER_EVENTS_DELAY_MS = 2000
/** "Directory: default city id 1489; default type 2; types 1 = menu, 2 = delivery" */
export const DEFAULT_CITY_ID = 1489
export const TIPO_EMPRESA_MENU = 1
export const TIPO_EMPRESA_DELIVERY = 2
export const DEFAULT_TIPO_EMPRESA = TIPO_EMPRESA_DELIVERY
/** "cards 3 per row on wide screens ... card height 240; logo size 85." */
export const DIRECTORY_CARDS_PER_ROW = 3
export const DIRECTORY_CARD_HEIGHT = 240
export const DIRECTORY_LOGO_SIZE = 85
/** Contact form message box rows (002 §5). */
export const CONTACT_MESSAGE_ROWS = 4
/** Partial PIX payments always use modality 101 (002 §7 "modalidadeCaixaApiId (fixed 101)"). */
export const PARTIAL_PAYMENT_MODALIDADE = MODALIDADE_PIX
/** Privacy policy effective date (002 §2 "effective August 2021"). */
export const PRIVACY_POLICY_EFFECTIVE = '2021-08'

// ── Tenants (000 §1) ──────────────────────────────────────────────────────────────────────────
/**
 * The default tenant slug: it (or an empty slug, or the shopping prefix) gets the generic layout
 * and no company lookup. The spec does not name it; we chose 'prato', the product's own name.
 */
export const DEFAULT_TENANT = 'prato'
/** "the word for a shopping-centre prefix" (000 §1); the directory route is /shopping/:permalink. */
export const SHOPPING_PREFIX = 'shopping'

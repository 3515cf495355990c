import { parseWithZod } from '@conform-to/zod/v4'
import { ApiError, firstServerMessage } from '@prato/api-client'
import {
  parseApiId,
  buildEventReservationPayload,
  clampEventPeople,
  dateParts,
  eventStatusStep,
  eventStepSchemas,
  firstIncompleteEventStep,
  formatDate,
  messages,
  safeExternalUrl,
  tenantPath,
  toCentavos,
  type EventDraft,
} from '@prato/domain'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { loginHref } from '#app/components/dialogs'
import {
  getStorefrontContext,
  personalPageFailure,
  type StorefrontContext,
} from '#app/lib/context.server'
import { getEventDraft, getUser, isLoggedIn, setEventDraft } from '#app/lib/session.server'
import { requireTenantView } from '#app/lib/tenant-loader.server'
import type {
  EventMenu,
  EventReservationDetail,
  EventReservationLine,
  EventSpace,
  EventStep,
  EventType,
  WizardView,
} from './event-view'

export type * from './event-view'

/**
 * Event-space reservations (001 §2 eventos, eventos/carrinho, eventos/{id}/status; §3 Event reservation draft,
 * space, menu and detail; §4–§5 Event wizard; §7 Events; 002 §3 "Event booking placeholder"). Only where the
 * restaurant takes event reservations (flgReservaEventoAtivo): elsewhere every events page is a 404, as the top
 * menu has no 'Eventos' there (000 §2). The draft lives in the server-side session (getEventDraft), so each step
 * is a plain form post and nothing is lost by a reload, Voltar, or a page without JavaScript.
 */
export async function eventsRequest(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const ctx = await getStorefrontContext(args)
  const view = await requireTenantView(
    ctx,
    args.request,
    (v) => v.flags.flgReservaEventoAtivo === true,
  )
  return { ctx, view, tenant: ctx.tenant.slug }
}

/** Where an anonymous visitor goes to log in, coming back to this page (001 §5 "Reserving requires login"). */
export function loginBack(ctx: StorefrontContext, request: Request): string {
  const url = new URL(request.url)
  return loginHref(ctx.tenant.slug, `${url.pathname}${url.search}`)
}

/** An events page for the logged-in diner only: an anonymous visitor logs in first, and comes back. */
export function requireDiner(ctx: StorefrontContext, request: Request): void {
  if (!isLoggedIn(ctx.session))
    throw new Response(null, { status: 302, headers: { Location: loginBack(ctx, request) } })
}

const image = (ctx: StorefrontContext, url: string | null | undefined) =>
  safeExternalUrl(url, ctx.env.httpAllowedHosts)

type ApiSpace = { id: number; nome: string; descricao?: string | null; imagemUrl?: string | null }
function toSpace(
  ctx: StorefrontContext,
  a: ApiSpace & { qtdePessoas: number; preco: number },
): EventSpace {
  return {
    id: a.id,
    nome: a.nome,
    descricao: a.descricao ?? null,
    imagemUrl: image(ctx, a.imagemUrl),
    capacidade: a.qtdePessoas,
    preco: toCentavos(a.preco),
  }
}

function toMenu(
  ctx: StorefrontContext,
  m: ApiSpace & {
    valorBasePessoa: number
    itens: Array<{ id: number; nome: string; preco: number }>
  },
): EventMenu {
  return {
    id: m.id,
    nome: m.nome,
    descricao: m.descricao ?? null,
    imagemUrl: image(ctx, m.imagemUrl),
    valorBasePessoa: toCentavos(m.valorBasePessoa),
    adicionais: m.itens.map((i) => ({ id: i.id, nome: i.nome, preco: toCentavos(i.preco) })),
  }
}

/** The events page: the restaurant's spaces and menu options (top-lista-ambientes, top-lista-cardapio). */
export async function loadEventsLanding(ctx: StorefrontContext) {
  const [spaces, menus] = await Promise.all([
    ctx.api.get('/v2/eventos/top-lista-ambientes'),
    ctx.api.get('/v2/eventos/top-lista-cardapio'),
  ])
  return { spaces: spaces.map((a) => toSpace(ctx, a)), menus: menus.map((m) => toMenu(ctx, m)) }
}

/** Today in the venue's time zone (São Paulo), as the API writes dates: the first day a reservation may take. */
export function today(now = new Date()): string {
  const p = dateParts(now)
  return p ? `${p.year}-${p.month}-${p.day}` : ''
}

async function freeSpaces(ctx: StorefrontContext, dataEvento: string): Promise<EventSpace[]> {
  const spaces = await ctx.api.get('/v2/eventos/mont/ambientes-by-disponibilidade', {
    params: { query: { dataEvento } },
  })
  return spaces.map((a) => toSpace(ctx, a))
}

async function eventTypes(ctx: StorefrontContext): Promise<EventType[]> {
  const types = await ctx.api.get('/v2/eventos/mont/tipos-eventos')
  return types.map((t) => ({ id: t.id, nome: t.nome }))
}

async function menusOfType(ctx: StorefrontContext, tipoEventoId: number): Promise<EventMenu[]> {
  const menus = await ctx.api.get('/v2/eventos/mont/cardapios-by-tipoevento', {
    params: { query: { tipoEventoId } },
  })
  return menus.map((m) => toMenu(ctx, m))
}

/** The chosen space and menu of a draft, as the API offers them now (a booked space or a dropped menu is gone). */
async function draftChoices(ctx: StorefrontContext, draft: EventDraft) {
  const [spaces, menus] = await Promise.all([
    draft.dataEvento ? freeSpaces(ctx, draft.dataEvento) : Promise.resolve([]),
    draft.tipoEventoId ? menusOfType(ctx, draft.tipoEventoId) : Promise.resolve([]),
  ])
  const space = spaces.find((s) => s.id === draft.ambienteId) ?? null
  const menu = menus.find((m) => m.id === draft.cardapioId) ?? null
  const extras = menu ? menu.adicionais.filter((a) => draft.adicionais?.includes(a.id)) : []
  return { spaces, menus, space, menu, extras }
}

/**
 * The draft checked against what the API offers today: a space no longer free that day, or a menu no longer
 * offered for the type, is dropped from it (so the wizard asks for it again), and the people are clamped to the
 * space's capacity (001 §5).
 */
function reconcile(
  draft: EventDraft,
  choices: Awaited<ReturnType<typeof draftChoices>>,
): EventDraft {
  const { space, menu, extras } = choices
  return {
    ...draft,
    ambienteId: space ? space.id : null,
    cardapioId: menu ? menu.id : null,
    adicionais: extras.map((a) => a.id),
    quantidadePessoas:
      space && draft.quantidadePessoas != null
        ? clampEventPeople(draft.quantidadePessoas, space.capacidade)
        : (draft.quantidadePessoas ?? null),
  }
}

export function parseStep(raw: string | null | undefined): EventStep {
  return raw === '1' ? 1 : raw === '2' ? 2 : 0
}

export function wizardPath(tenant: string, step: EventStep): string {
  return `${tenantPath(tenant, 'eventos/carrinho')}${step > 0 ? `?passo=${step}` : ''}`
}

/** What the wizard shows at `requested` (or the first step the draft has not answered yet, if earlier). */
export async function loadWizard(
  ctx: StorefrontContext,
  requested: EventStep,
): Promise<WizardView> {
  const tenant = ctx.tenant.slug
  const stored = getEventDraft(ctx.session, tenant)
  const choices = await draftChoices(ctx, stored)
  const draft = reconcile(stored, choices)
  if (JSON.stringify(draft) !== JSON.stringify(stored)) setEventDraft(ctx.session, tenant, draft)
  const first = firstIncompleteEventStep(draft)
  const reachable: EventStep = first === 3 ? 2 : first
  const step: EventStep = requested < reachable ? requested : reachable
  const base = {
    draft: {
      dataEvento: draft.dataEvento ?? null,
      ambienteId: draft.ambienteId ?? null,
      tipoEventoId: draft.tipoEventoId ?? null,
      cardapioId: draft.cardapioId ?? null,
      adicionais: draft.adicionais ?? [],
      quantidadePessoas: draft.quantidadePessoas ?? null,
      observacao: draft.observacao ?? null,
    },
    minDate: today(),
  }
  if (step === 0) return { ...base, step, spaces: draft.dataEvento ? choices.spaces : null }
  const types = await eventTypes(ctx)
  const { space, menu } = choices
  // step 2 is reachable only with a space and a menu (firstIncompleteEventStep on the reconciled draft)
  if (step === 1 || !space || !menu)
    return { ...base, step: 1, types, menus: draft.tipoEventoId ? choices.menus : null }
  return {
    ...base,
    step,
    space,
    menu,
    extras: choices.extras,
    tipoEvento: types.find((t) => t.id === draft.tipoEventoId)?.nome ?? '',
    dataEventoTexto: formatDate(draft.dataEvento ?? ''),
  }
}

export type StepErrors = Partial<
  Record<
    'dataEvento' | 'ambienteId' | 'tipoEventoId' | 'cardapioId' | 'quantidadePessoas',
    string[]
  >
>

/** A step's answer: the wizard's next page, the reservation's status page once reserved, or the step's messages (001 §5) and an alert. */
export type StepOutcome =
  | { next: string }
  | { reserved: string }
  | { errors: StepErrors; alert?: { tone: 'danger'; title?: string; message: string } }

/**
 * One post of the wizard. `intent`: `data` / `tipo` keep the date or the event type and show what it offers,
 * `calcular` keeps the people (the total without JavaScript), `voltar` keeps what the step holds and goes back,
 * `avancar` checks the step (001 §5) and goes on, `reservar` (step 2) checks the whole draft against what the API
 * offers today and posts the reservation. What the browser sends is only choices: every price comes from the API.
 */
export async function postWizardStep(ctx: StorefrontContext, form: FormData): Promise<StepOutcome> {
  const tenant = ctx.tenant.slug
  const step = parseStep(String(form.get('passo') ?? ''))
  const intent = String(form.get('intent') ?? 'avancar')
  const draft: EventDraft = { ...getEventDraft(ctx.session, tenant) }
  const save = () => setEventDraft(ctx.session, tenant, draft)

  if (step === 0) {
    const data = String(form.get('dataEvento') ?? '').trim()
    if (data !== draft.dataEvento) draft.ambienteId = null
    draft.dataEvento = data || null
    if (form.has('ambienteId')) draft.ambienteId = parseApiId(form.get('ambienteId'))
    save()
    if (intent === 'data') return { next: wizardPath(tenant, 0) }
    const parsed = parseWithZod(form, { schema: eventStepSchemas[0] })
    const errors: StepErrors = parsed.status === 'success' ? {} : (parsed.error ?? {})
    if (data && !errors.dataEvento && data < today()) errors.dataEvento = [messages.informeData]
    if (Object.keys(errors).length > 0) return { errors }
    const spaces = await freeSpaces(ctx, data)
    if (!spaces.some((s) => s.id === draft.ambienteId)) {
      draft.ambienteId = null
      save()
      return { errors: { ambienteId: [messages.informeAmbiente] } }
    }
    return { next: wizardPath(tenant, 1) }
  }

  if (step === 1) {
    const tipo = parseApiId(form.get('tipoEventoId'))
    if (tipo !== draft.tipoEventoId) draft.cardapioId = null
    draft.tipoEventoId = tipo
    if (form.has('cardapioId')) draft.cardapioId = parseApiId(form.get('cardapioId'))
    draft.adicionais = form
      .getAll('adicionais')
      .map(parseApiId)
      .filter((n): n is number => n !== null)
    save()
    if (intent === 'tipo') return { next: wizardPath(tenant, 1) }
    if (intent === 'voltar') return { next: wizardPath(tenant, 0) }
    const parsed = parseWithZod(form, { schema: eventStepSchemas[1] })
    if (parsed.status !== 'success') return { errors: parsed.error ?? {} }
    const menus = tipo ? await menusOfType(ctx, tipo) : []
    const menu = menus.find((m) => m.id === draft.cardapioId)
    if (!menu) return { errors: { cardapioId: [messages.informeCardapio] } }
    // only the chosen menu's extras (without JavaScript every menu's extras are on the page)
    draft.adicionais = menu.adicionais
      .filter((a) => draft.adicionais?.includes(a.id))
      .map((a) => a.id)
    save()
    return { next: wizardPath(tenant, 2) }
  }

  const pessoas = String(form.get('quantidadePessoas') ?? '').trim()
  const observacao = String(form.get('observacao') ?? '').slice(0, 1000)
  draft.observacao = observacao || null
  const choices = await draftChoices(ctx, draft)
  const capacidade = choices.space?.capacidade ?? 1
  draft.quantidadePessoas = pessoas === '' ? null : clampEventPeople(pessoas, capacidade)
  save()
  if (intent === 'voltar') return { next: wizardPath(tenant, 1) }
  if (intent === 'calcular') return { next: wizardPath(tenant, 2) }
  const parsed = parseWithZod(form, { schema: eventStepSchemas[2] })
  if (parsed.status !== 'success') return { errors: parsed.error ?? {} }
  const { space, menu, extras } = choices
  const { dataEvento, tipoEventoId, quantidadePessoas } = draft
  const missing = firstIncompleteEventStep(reconcile(draft, choices))
  if (!space || !menu || !dataEvento || !tipoEventoId || !quantidadePessoas || missing < 2)
    return { next: wizardPath(tenant, missing === 3 ? 2 : missing) }
  const user = getUser(ctx.session)
  const body = buildEventReservationPayload({
    ambienteId: space.id,
    cardapioId: menu.id,
    tipoEventoId,
    dataEvento,
    pessoaGlobalId: user?.pessoaId ?? null,
    nome: user?.nome ?? '',
    qtdePessoasPrevista: quantidadePessoas,
    valorBasePessoa: menu.valorBasePessoa,
    precoAmbiente: space.preco,
    adicionais: extras,
    observacao: draft.observacao,
  })
  try {
    const { id } = await ctx.api.post('/v2/eventos/mont/evento-reserva', { body })
    setEventDraft(ctx.session, tenant, {})
    return { reserved: tenantPath(tenant, `eventos/${id}/status`) }
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.logger.error('event reservation refused', {
      tenant,
      kind: error instanceof ApiError ? error.kind : undefined,
      status: error instanceof ApiError ? error.status : undefined,
    })
    // 001 §8 'Houve um problema ao fazer a reserva', with the restaurant's reason when it gives one
    const reason =
      error instanceof ApiError && error.kind === 'http' ? firstServerMessage(error, '') : ''
    return {
      errors: {},
      alert: reason
        ? { tone: 'danger', title: messages.reservaFalhou, message: reason }
        : { tone: 'danger', message: messages.reservaFalhou },
    }
  }
}

/** The status page's reservation (001 §3 "Reservation detail"): the diner's own, else 404. */
export async function loadReservation(
  ctx: StorefrontContext,
  eventoId: number,
): Promise<EventReservationDetail> {
  const r = await ctx.api.get('/v2/eventos/acomp/detalhado/{eventoId}', {
    params: { path: { eventoId } },
  })
  return {
    id: r.id,
    ambienteNome: r.ambienteNome,
    valorAmbiente: toCentavos(r.valorAmbiente),
    cardapioNome: r.cardapioNome,
    cardapioImagemUrl: image(ctx, r.cardapioImagemUrl),
    valorCardapio: toCentavos(r.valorCardapio),
    qtdePessoasPrevista: r.qtdePessoasPrevista,
    dataEvento: formatDate(r.dataEvento),
    situacaoNome: r.situacaoNome,
    valorTotal: r.valorTotal != null ? toCentavos(r.valorTotal) : null,
    step: eventStatusStep(r.situacaoNome),
  }
}

/** The diner's reservations for eventos/reservas (our call, docs/decisions/0028). */
export async function loadReservations(ctx: StorefrontContext): Promise<EventReservationLine[]> {
  const lines = await ctx.api.get('/v2/eventos/acomp/minhas-reservas')
  return lines.map((r) => ({
    id: r.id,
    dataEvento: formatDate(r.dataEvento),
    ambienteNome: r.ambienteNome,
    qtdePessoasPrevista: r.qtdePessoasPrevista,
    valorTotal: toCentavos(r.valorTotal),
    situacaoNome: r.situacaoNome,
    step: eventStatusStep(r.situacaoNome),
    href: tenantPath(ctx.tenant.slug, `eventos/${r.id}/status`),
  }))
}

/**
 * An events page whose data could not be read: the login redirect as it is, the 000 §4 reload after a refused
 * token, a reservation that is not the diner's (404 from the API) as a 404, else a 503 (the error boundary's
 * Portuguese page), logged.
 */
export function eventsFailure(
  ctx: StorefrontContext,
  request: Request,
  error: unknown,
): Promise<Response> {
  return personalPageFailure(ctx, request, error, 'events unavailable', { notFoundFromApi: true })
}

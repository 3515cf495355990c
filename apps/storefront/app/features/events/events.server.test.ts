import { messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { setRuntimeForTests } from '#app/lib/runtime.server'
import { getEventDraft, login, setEventDraft } from '#app/lib/session.server'
import { contextAt } from '#app/test/context'
import { installTestRuntime, json, type Handler } from '#app/test/upstream'
import { loadWizard, postWizardStep, today } from './events.server'

// The wizard's rules (001 §4, §5, §9) on a scripted API: what the API offers is Bella Napoli's seed, and the draft
// lives in a real session.

const IN_A_MONTH = (() => {
  const d = new Date(Date.now() + 30 * 86_400_000)
  return today(d)
})()

const varanda = {
  id: 2,
  nome: 'Varanda Gourmet',
  descricao: null,
  imagemUrl: null,
  qtdePessoas: 30,
  preco: 800,
}
const adega = {
  id: 3,
  nome: 'Adega',
  descricao: null,
  imagemUrl: null,
  qtdePessoas: 12,
  preco: 400,
}
const jantar = {
  id: 2,
  nome: 'Jantar Italiano',
  valorBasePessoa: 129.9,
  itens: [
    { id: 3, nome: 'Harmonização com vinhos', preco: 35 },
    { id: 4, nome: 'Bolo personalizado', preco: 15 },
  ],
}
const rodizio = {
  id: 1,
  nome: 'Rodízio de Pizzas',
  valorBasePessoa: 69.9,
  itens: [{ id: 1, nome: 'Refrigerantes à vontade', preco: 12 }],
}

/**
 * Bella Napoli's context for Ana (logged in) over a scripted API offering the seed's event choices: `free` the
 * spaces free on any date; the reservation is numbered 77, or refused with `refuse`'s answer.
 */
async function wizardContext(options: { free?: (typeof varanda)[]; refuse?: Handler } = {}) {
  const { runtime, upstream } = installTestRuntime(
    {
      'GET /v2/eventos/mont/ambientes-by-disponibilidade': () =>
        json(options.free ?? [varanda, adega]),
      'GET /v2/eventos/mont/tipos-eventos': () => json([{ id: 1, nome: 'Aniversário' }]),
      'GET /v2/eventos/mont/cardapios-by-tipoevento': () => json([rodizio, jantar]),
      'POST /v2/eventos/mont/evento-reserva': options.refuse ?? (() => json({ id: 77 })),
    },
    { API_CACHE_TTL_MS: '0' },
  )
  const ctx = await contextAt(runtime, {
    path: '/bella-napoli/eventos/carrinho',
    prepare: (session) =>
      login(
        session,
        { accessToken: 'ana-token', expiresAt: null },
        { id: 'u1', sub: 'u1', nome: 'Ana Souza', email: 'ana@prato.dev', pessoaId: 1001 },
      ),
  })
  const posted = () =>
    upstream.calls
      .filter((c) => c.method === 'POST' && c.path.startsWith('/v2/'))
      .map((c) => ({ path: c.path, body: JSON.parse(c.body) as Record<string, unknown> }))
  return { ctx, session: ctx.session, posted }
}

afterEach(() => setRuntimeForTests(undefined))

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v)
  return data
}

const wholeDraft = {
  dataEvento: IN_A_MONTH,
  ambienteId: 2,
  tipoEventoId: 1,
  cardapioId: 2,
  adicionais: [3],
}

describe('step 0, Data e espaço', () => {
  it("001 §5: 'Informe a data!' and 'Informe o ambiente!'; what was typed is kept", async () => {
    const { ctx, session } = await wizardContext()
    expect(await postWizardStep(ctx, form({ passo: '0', intent: 'avancar' }))).toEqual({
      errors: { dataEvento: [messages.informeData], ambienteId: [messages.informeAmbiente] },
    })
    await postWizardStep(ctx, form({ passo: '0', intent: 'data', dataEvento: IN_A_MONTH }))
    expect(getEventDraft(session, 'bella-napoli').dataEvento).toBe(IN_A_MONTH)
  })

  it('refuses a day already past, and a space that is not free that day', async () => {
    const { ctx, session } = await wizardContext({ free: [adega] })
    expect(
      await postWizardStep(
        ctx,
        form({ passo: '0', intent: 'avancar', dataEvento: '2020-01-10', ambienteId: '3' }),
      ),
    ).toEqual({ errors: { dataEvento: [messages.informeData] } })
    expect(
      await postWizardStep(
        ctx,
        form({ passo: '0', intent: 'avancar', dataEvento: IN_A_MONTH, ambienteId: '2' }),
      ),
    ).toEqual({ errors: { ambienteId: [messages.informeAmbiente] } })
    expect(getEventDraft(session, 'bella-napoli').ambienteId).toBeNull()
    expect(
      await postWizardStep(
        ctx,
        form({ passo: '0', intent: 'avancar', dataEvento: IN_A_MONTH, ambienteId: '3' }),
      ),
    ).toEqual({ next: '/bella-napoli/eventos/carrinho?passo=1' })
  })
})

describe('step 1, Cardápio', () => {
  it("001 §5: 'Informe o tipo de evento!' and 'Informe o cardápio!'", async () => {
    const { ctx } = await wizardContext()
    expect(await postWizardStep(ctx, form({ passo: '1', intent: 'avancar' }))).toEqual({
      errors: {
        tipoEventoId: [messages.informeTipoEvento],
        cardapioId: [messages.informeCardapio],
      },
    })
  })

  it("keeps only the chosen menu's extras (without JavaScript every menu's extras are posted)", async () => {
    const { ctx, session } = await wizardContext()
    setEventDraft(session, 'bella-napoli', { dataEvento: IN_A_MONTH, ambienteId: 2 })
    expect(
      await postWizardStep(
        ctx,
        form({
          passo: '1',
          intent: 'avancar',
          tipoEventoId: '1',
          cardapioId: '2',
          adicionais: ['3', '1'],
        }),
      ),
    ).toEqual({ next: '/bella-napoli/eventos/carrinho?passo=2' })
    expect(getEventDraft(session, 'bella-napoli').adicionais).toEqual([3])
  })
})

describe('step 2, Informações finais', () => {
  it('001 §9: reserves with the API’s prices — menu and extras per person × people + the space — people clamped to the capacity', async () => {
    const { ctx, session, posted } = await wizardContext()
    setEventDraft(session, 'bella-napoli', wholeDraft)
    const outcome = await postWizardStep(
      ctx,
      // a forged total is not a field the wizard reads
      form({ passo: '2', intent: 'reservar', quantidadePessoas: '99', valorTotal: '1' }),
    )
    expect(outcome).toEqual({ reserved: '/bella-napoli/eventos/77/status' })
    expect(posted()).toEqual([
      {
        path: '/v2/eventos/mont/evento-reserva',
        body: expect.objectContaining({
          ambienteId: 2,
          cardapioId: 2,
          tipoEventoId: 1,
          dataEvento: IN_A_MONTH,
          pessoaGlobalId: 1001,
          nome: 'Ana Souza',
          qtdePessoasPrevista: 30,
          valorAmbiente: 800,
          valorCardapio: 164.9,
          valorServExtras: 0,
          valorDesconto: 0,
          valorTotal: 5747,
        }),
      },
    ])
    // used up: the wizard starts again
    expect(getEventDraft(session, 'bella-napoli')).toEqual({})
  })

  it("'Informe a quantidade de pessoas'; Voltar keeps what was typed", async () => {
    const { ctx, session } = await wizardContext()
    setEventDraft(session, 'bella-napoli', wholeDraft)
    expect(
      await postWizardStep(ctx, form({ passo: '2', intent: 'reservar', quantidadePessoas: '' })),
    ).toEqual({ errors: { quantidadePessoas: [messages.informeQuantidadePessoas] } })
    expect(
      await postWizardStep(
        ctx,
        form({ passo: '2', intent: 'voltar', quantidadePessoas: '12', observacao: 'Bolo' }),
      ),
    ).toEqual({ next: '/bella-napoli/eventos/carrinho?passo=1' })
    expect(getEventDraft(session, 'bella-napoli')).toMatchObject({
      quantidadePessoas: 12,
      observacao: 'Bolo',
    })
  })

  it("001 §8 'Houve um problema ao fazer a reserva', with the restaurant's reason; the draft stays", async () => {
    const refuse = () =>
      json({ details: [{ errors: ['Este ambiente não está disponível nesta data.'] }] }, 400)
    const { ctx, session } = await wizardContext({ refuse })
    setEventDraft(session, 'bella-napoli', wholeDraft)
    expect(
      await postWizardStep(ctx, form({ passo: '2', intent: 'reservar', quantidadePessoas: '20' })),
    ).toEqual({
      errors: {},
      alert: {
        tone: 'danger',
        title: messages.reservaFalhou,
        message: 'Este ambiente não está disponível nesta data.',
      },
    })
    expect(getEventDraft(session, 'bella-napoli').quantidadePessoas).toBe(20)
  })
})

describe('loadWizard', () => {
  it('opens the first step the draft has not answered, and drops a space booked meanwhile', async () => {
    const { ctx, session } = await wizardContext({ free: [adega] })
    setEventDraft(session, 'bella-napoli', wholeDraft)
    const view = await loadWizard(ctx, 2)
    expect(view.step).toBe(0)
    expect(view.draft.ambienteId).toBeNull()
    expect(getEventDraft(session, 'bella-napoli').ambienteId).toBeNull()
  })

  it('the last step carries the space, the menu and the chosen extras', async () => {
    const { ctx, session } = await wizardContext()
    setEventDraft(session, 'bella-napoli', { ...wholeDraft, quantidadePessoas: 40 })
    const view = await loadWizard(ctx, 2)
    if (view.step !== 2) throw new Error(`step ${view.step}`)
    expect(view.space).toMatchObject({ nome: 'Varanda Gourmet', capacidade: 30, preco: 80000 })
    expect(view.extras).toEqual([{ id: 3, nome: 'Harmonização com vinhos', preco: 3500 }])
    // 001 §5 "Person count clamped between 1 and the space capacity."
    expect(view.draft.quantidadePessoas).toBe(30)
  })
})

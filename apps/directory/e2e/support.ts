import { messages } from '@prato/domain'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

// The same ports as playwright.config.ts, so parallel runs on other ports reach their own servers.
export const SANDBOX = `http://localhost:${process.env.E2E_API_PORT ?? 4210}`
export const APP = `http://localhost:${process.env.E2E_APP_PORT ?? 3110}`
export const STOREFRONT = `http://localhost:${process.env.E2E_STOREFRONT_PORT ?? 3010}`

export interface SandboxRestaurant {
  nome: string
  permaLink: string
}

/** What the API itself answers, so the journeys check the page against the data rather than a copy of it. */
export async function sandboxRestaurants(
  request: APIRequestContext,
  query: { cidadeId: number; tipoEmpresa: 1 | 2; especialidadeId?: number },
): Promise<SandboxRestaurant[]> {
  const search = new URLSearchParams({
    cidadeId: String(query.cidadeId),
    tipoEmpresa: String(query.tipoEmpresa),
  })
  if (query.especialidadeId) search.set('especialidadeId', String(query.especialidadeId))
  const res = await request.get(`${SANDBOX}/v1/api/empresas/geral-cidade?${search}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as SandboxRestaurant[]
}

export async function sandboxSpecialty(request: APIRequestContext, nome: string): Promise<number> {
  const res = await request.get(`${SANDBOX}/v1/api/especialidades`)
  const list = (await res.json()) as Array<{ id: number; nome: string }>
  const found = list.find((s) => s.nome === nome)
  if (!found) throw new Error(`no specialty ${nome} in the sandbox`)
  return found.id
}

export async function addFault(
  request: APIRequestContext,
  fault: {
    pathPattern: string
    method?: string
    status?: number
    latencyMs?: number
    times?: number
  },
): Promise<void> {
  const res = await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault })
  expect(res.status()).toBe(201)
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${SANDBOX}/__sandbox/faults`)
}

/** The restaurant names of the grid, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: messages.restaurantes })
  return grid.getByRole('heading', { level: 2 }).allInnerTexts()
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious or critical axe violations',
  ).toEqual([])
}

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { InformacaoCompleta, Transport } from '@prato/api-client'
import { parseEnv } from '#app/lib/env.server'
import type { Logger } from '#app/lib/logger.server'
import {
  login,
  setCompany,
  type CompanyContext,
  type StorefrontSession,
} from '#app/lib/session.server'
import { createRuntime, setRuntimeForTests, type Runtime } from '#app/lib/runtime.server'
import { MemoryStore } from '#app/lib/store.server'

/**
 * A scripted upstream for unit tests: each handler answers one method + path; every call is recorded with the
 * headers it carried, so tests can check tokens and tenant headers.
 */
export type RecordedCall = {
  method: string
  path: string
  search: string
  headers: Record<string, string>
  body: string
}
export type Handler = (call: RecordedCall) => Response | Promise<Response>

/** The hosts and credentials the unit tests' storefront API talks to (each host its own, to tell calls apart). */
export const upstreamEnv = {
  API_URL: 'http://api.test',
  AUTH_URL: 'http://auth.test',
  WEB_API_URL: 'http://web.test',
  IMAGE_URL: 'http://img.test',
  MAPS_URL: 'http://maps.test',
  CLIENT_ID: 'prato-storefront',
  CLIENT_SECRET: 'prato-sandbox-secret',
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

export function fakeUpstream(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = []
  const fetchImpl: Transport = async (input, init) => {
    const url = new URL(input)
    const headers: Record<string, string> = {}
    init.headers.forEach((v, k) => (headers[k] = v))
    const call: RecordedCall = {
      method: init.method,
      path: url.pathname,
      search: url.search,
      headers,
      body: typeof init.body === 'string' ? init.body : '',
    }
    calls.push(call)
    const signal = init.signal
    const handler = routes[`${call.method} ${call.path}`]
    if (!handler) return json({ details: [{ errors: ['not found'] }] }, 404)
    const response = handler(call)
    if (!signal) return response
    return await Promise.race([
      response,
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason)
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      }),
    ])
  }
  return { fetch: fetchImpl, calls }
}

export const tokenRoute =
  (token = 'client-token-1'): Handler =>
  () =>
    json({ access_token: token, token_type: 'Bearer', expires_in: 3600 })

/** Bella Napoli's answer to the permalink lookup (000 §1). */
export const bellaNapoliPermalink = {
  empresaId: 1,
  modeloLayoutId: 1,
  corBody: '#C62828',
  chave: 'grupo-bella',
  empresaGlobalId: 101,
  grupoEmpresaId: 7,
  tenant: 'bella-napoli',
  empresaBaseId: 11,
}

/** Bella Napoli's answer to informacao-completa (000 §3), as the contract types it: only what every answer has. */
export const bellaNapoliInformacao: InformacaoCompleta = {
  id: 1,
  nome: 'Bella Napoli',
  corBody: '#C62828',
  empresaGlobalId: 101,
  flgDeliveryIndisponivel: false,
  flgMostraCardapioMenu: true,
  flgReservaEventoAtivo: true,
  flgStatusReservaMesaAtiva: 'A',
  flgMenuPedidoSimplesOk: true,
  wgPedidoDeliveryOFF: true,
  opcoesMenu: {
    pedidoDiretoSomenteBalcao: false,
    pedidoComandaDeslogado: false,
    pedidoComandaByAccConta: false,
    pedidoDiretoAtivo: true,
  },
  aberto: true,
  abertoDelivery: true,
  config: { imagemCabecalhoUrl: null },
}

/** Bella Napoli's company context (000 §3), as a session keeps it after the permalink lookup above. */
export const bellaNapoliCompany: CompanyContext = {
  chave: bellaNapoliPermalink.chave,
  empresaGlobalId: bellaNapoliPermalink.empresaGlobalId,
  tenant: bellaNapoliPermalink.tenant,
  empresaBaseId: bellaNapoliPermalink.empresaBaseId,
  empresaId: bellaNapoliPermalink.empresaId,
  grupoEmpresaId: bellaNapoliPermalink.grupoEmpresaId,
}

/** The Cookie header of a session of Ana logged in at Bella Napoli (her token, the company context). */
export async function anaAtBellaNapoli(runtime: Pick<Runtime, 'sessionStorage'>): Promise<string> {
  const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
  login(
    session,
    { accessToken: 'ana-token', expiresAt: null },
    { id: 'u1', sub: 'u1', nome: 'Ana Lima', email: 'ana@prato.dev' },
  )
  setCompany(session, bellaNapoliCompany)
  return (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
}

/**
 * A process runtime for unit tests, installed as the current one: the env parsed from `extraEnv` over the fake
 * upstream's hosts, an in-memory store, and the scripted upstream (with the client token call answered).
 */
export function installTestRuntime(
  routes: Record<string, Handler>,
  extraEnv: Record<string, string> = {},
  logger?: Logger,
) {
  const env = parseEnv(
    {
      API_URL: 'http://api.test',
      AUTH_URL: 'http://api.test',
      SITE_ORIGIN: 'http://site.test',
      ...extraEnv,
    },
    mkdtempSync(path.join(tmpdir(), 'prato-test-')),
  )
  const upstream = fakeUpstream({ 'POST /connect/token': tokenRoute(), ...routes })
  const store = new MemoryStore()
  const runtime: Runtime = {
    ...createRuntime(env, store, upstream.fetch),
    ...(logger ? { logger } : {}),
  }
  setRuntimeForTests(runtime)
  return { runtime, upstream, store }
}

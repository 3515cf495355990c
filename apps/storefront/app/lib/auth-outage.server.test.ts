import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@prato/api-client'
import {
  bellaNapoliInformacao,
  bellaNapoliPermalink,
  installTestRuntime,
  json,
  type Handler,
} from '../test/upstream'
import { isTenantLoadOutage, isUpstreamOutage } from './context.server'
import { setRuntimeForTests, type Runtime } from './runtime.server'
import { getUser, login, type StorefrontSession } from './session.server'
import { loadTenantLayout } from './tenant-loader.server'

// Issue 24 §4 "Auth outages are outages": a failed token renewal is an outage (the last good configuration serves,
// nobody is logged out); a 401 on a call that carries no diner token never touches the diner's session.

const bellaInfo = bellaNapoliInformacao
const ana = { id: 'u1', sub: 'u1', nome: 'Ana Lima', email: 'ana@prato.dev', pessoaId: 501 }
const PERMALINK = 'GET /v1/api/empresa-wg-config/bella-napoli/perma-link'
const INFO = 'GET /v1/api/empresas/informacao-completa'

/** The company information wants a bearer token, as the API does: without one it answers 401. */
const infoNeedsToken: Handler = (call) =>
  call.headers.authorization ? json(bellaInfo) : json({ details: [] }, 401)

function setup(routes: Record<string, Handler>) {
  // the shared GET cache off: every page load asks the API, as after the cache's 60 s
  return installTestRuntime(routes, { API_CACHE_TTL_MS: '0' })
}

async function cookieOf(runtime: Runtime, prepare: (session: StorefrontSession) => void) {
  const session = (await runtime.sessionStorage.getSession()) as StorefrontSession
  prepare(session)
  return (await runtime.sessionStorage.commitSession(session)).split(';')[0]!
}

/** The tenant layout's answer to a page load: the page's data (200), or the redirect it threw. */
async function visit(cookie?: string) {
  const request = new Request('http://localhost/bella-napoli', {
    headers: cookie ? { cookie } : {},
  })
  try {
    const answer = await loadTenantLayout({
      request,
      context: {},
      params: { tenant: 'bella-napoli' },
    })
    return { status: 200, name: answer.data.tenant.name, location: null }
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, name: null, location: thrown.headers.get('location') }
  }
}

async function userOf(runtime: Runtime, cookie: string) {
  return getUser((await runtime.sessionStorage.getSession(cookie)) as StorefrontSession)
}

afterEach(() => setRuntimeForTests(undefined))

describe('a failed client-token renewal is an outage (issue 24 §4)', () => {
  it('while /connect/token fails and the client token needs renewing, anonymous visits get the last good configuration, never the directory', async () => {
    let tokenDown = false
    const { runtime } = setup({
      // a token that is due for renewal on every request (issued for 60 s, renewed a minute early)
      'POST /connect/token': () =>
        tokenDown
          ? json({ details: [] }, 503)
          : json({ access_token: 'client-1', token_type: 'Bearer', expires_in: 60 }),
      [PERMALINK]: () => json(bellaNapoliPermalink),
      [INFO]: infoNeedsToken,
    })
    expect(await visit()).toMatchObject({ status: 200, name: 'Bella Napoli' })
    tokenDown = true
    const cookie = await cookieOf(runtime, () => undefined)
    for (let i = 0; i < 4; i++) {
      expect(await visit(i % 2 ? cookie : undefined)).toMatchObject({
        status: 200,
        name: 'Bella Napoli',
      })
    }
  })

  it('a logged-in diner browsing through it stays logged in', async () => {
    let tokenDown = false
    const { runtime } = setup({
      'POST /connect/token': () =>
        tokenDown
          ? json({ details: [] }, 503)
          : json({ access_token: 'client-1', token_type: 'Bearer', expires_in: 60 }),
      [PERMALINK]: () => json(bellaNapoliPermalink),
      // the auth service is failing: the API refuses every token it cannot check
      [INFO]: (call) => (tokenDown ? json({ details: [] }, 401) : infoNeedsToken(call)),
    })
    expect(await visit()).toMatchObject({ status: 200 })
    tokenDown = true
    const cookie = await cookieOf(runtime, (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    expect(await visit(cookie)).toMatchObject({ status: 200, name: 'Bella Napoli' })
    expect((await userOf(runtime, cookie))?.nome).toBe('Ana Lima')
  })
})

describe('a 401 from the client-credentials grant itself is an outage of the configuration too', () => {
  it('the last good configuration serves and the diner keeps the session', async () => {
    let refused = false
    const { runtime } = setup({
      'POST /connect/token': () =>
        refused
          ? json({ error: 'invalid_client' }, 401)
          : json({ access_token: 'client-1', token_type: 'Bearer', expires_in: 60 }),
      [PERMALINK]: () => json(bellaNapoliPermalink),
      [INFO]: infoNeedsToken,
    })
    expect(await visit()).toMatchObject({ status: 200 })
    refused = true
    const cookie = await cookieOf(runtime, (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    expect(await visit(cookie)).toMatchObject({ status: 200, name: 'Bella Napoli' })
    expect((await userOf(runtime, cookie))?.nome).toBe('Ana Lima')
  })
})

describe('a 401 on the public permalink call (it carries no diner token) never logs a diner out (issue 24 §4)', () => {
  it('a tenant loaded before: the last good configuration serves and the diner stays logged in', async () => {
    let refusing = false
    const { runtime } = setup({
      [PERMALINK]: () => (refusing ? json({ details: [] }, 401) : json(bellaNapoliPermalink)),
      [INFO]: infoNeedsToken,
    })
    expect(await visit()).toMatchObject({ status: 200 })
    refusing = true
    const cookie = await cookieOf(runtime, (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    expect(await visit(cookie)).toMatchObject({ status: 200, name: 'Bella Napoli' })
    expect((await userOf(runtime, cookie))?.nome).toBe('Ana Lima')
  })

  it('a tenant never loaded: 000 §2 redirects to the site origin, and the session is kept', async () => {
    const { runtime } = setup({
      [PERMALINK]: () => json({ details: [] }, 401),
      [INFO]: infoNeedsToken,
    })
    const cookie = await cookieOf(runtime, (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    expect(await visit(cookie)).toMatchObject({ status: 302, location: 'http://site.test' })
    expect((await userOf(runtime, cookie))?.nome).toBe('Ana Lima')
  })

  it('an unknown tenant still clears the session (000 §4 "A configuration load error clears the session")', async () => {
    const { runtime } = setup({ [PERMALINK]: () => json({ details: [] }, 404) })
    const cookie = await cookieOf(runtime, (s) =>
      login(s, { access_token: 'user-1', expires_in: 3600 }, ana),
    )
    expect(await visit(cookie)).toMatchObject({ status: 302, location: 'http://site.test' })
    expect(await userOf(runtime, cookie)).toBeNull()
  })
})

describe('what counts as an outage', () => {
  it('every failure that is not an answer of the API, a 5xx and a 429; a 401 only for the tenant configuration', () => {
    const http = (status: number) => new ApiError({ kind: 'http', status })
    for (const kind of ['timeout', 'network', 'malformed'] as const)
      expect(isUpstreamOutage(new ApiError({ kind }))).toBe(true)
    expect(isUpstreamOutage(http(503))).toBe(true)
    expect(isUpstreamOutage(http(429))).toBe(true)
    expect(isUpstreamOutage(http(404))).toBe(false)
    expect(isUpstreamOutage(new ApiError({ kind: 'unauthorized', status: 401 }))).toBe(false)
    expect(isTenantLoadOutage(new ApiError({ kind: 'unauthorized', status: 401 }))).toBe(true)
    expect(isTenantLoadOutage(http(404))).toBe(false)
    expect(isTenantLoadOutage(new Error('not an upstream failure'))).toBe(false)
  })
})

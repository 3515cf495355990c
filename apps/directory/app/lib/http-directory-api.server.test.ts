import { describe, expect, it } from 'vitest'
import { ApiError, createHttpDirectoryApi } from './http-directory-api.server'

const env = {
  API_URL: 'http://api.test',
  AUTH_URL: 'http://auth.test',
  CLIENT_ID: 'prato-directory',
  CLIENT_SECRET: 'secret',
  API_TIMEOUT_MS: 1000,
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>

function fakeFetch(handler: Handler) {
  const seen: Array<{ url: string; method: string; auth: string | null; body?: string }> = []
  const impl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const headers = new Headers(init.headers)
    seen.push({ url: url.href, method: init.method ?? 'GET', auth: headers.get('authorization'), body: init.body?.toString() })
    return handler(url, init)
  }) as typeof fetch
  return { impl, seen }
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })

describe('the directory API client', () => {
  it('fetches one client token, reuses it, and sends the restaurant search query', async () => {
    let tokens = 0
    const { impl, seen } = fakeFetch((url) => {
      if (url.pathname === '/connect/token') return json({ access_token: `t${++tokens}`, token_type: 'Bearer', expires_in: 3600 })
      return json([])
    })
    const api = createHttpDirectoryApi(env, impl)
    await Promise.all([api.searchRestaurants({ cidadeId: 1489, tipoEmpresa: 2, especialidadeId: null }), api.listCities()])
    await api.listFaq()
    expect(tokens).toBe(1)
    const token = seen.find((s) => s.url === 'http://auth.test/connect/token')
    expect(token?.body).toContain('grant_type=client_credentials')
    expect(seen.find((s) => s.url.includes('geral-cidade'))?.url).toBe(
      'http://api.test/v1/api/empresas/geral-cidade?cidadeId=1489&tipoEmpresa=2',
    )
    expect(seen.filter((s) => s.url.startsWith('http://api.test')).every((s) => s.auth === 'Bearer t1')).toBe(true)
  })

  it('on a 401 renews the token once and retries', async () => {
    let tokens = 0
    let calls = 0
    const { impl } = fakeFetch((url) => {
      if (url.pathname === '/connect/token') return json({ access_token: `t${++tokens}`, token_type: 'Bearer', expires_in: 3600 })
      calls += 1
      return calls === 1 ? json({ details: [] }, 401) : json([{ pergunta: 'P', resposta: 'R' }])
    })
    const faq = await createHttpDirectoryApi(env, impl).listFaq()
    expect(faq).toEqual([{ pergunta: 'P', resposta: 'R' }])
    expect(tokens).toBe(2)
  })

  it('turns 5xx and malformed JSON into ApiError', async () => {
    const { impl } = fakeFetch((url) => {
      if (url.pathname === '/connect/token') return json({ access_token: 't', token_type: 'Bearer', expires_in: 3600 })
      if (url.pathname.includes('especialidades')) return new Response('<html>', { status: 200 })
      return json({ details: [] }, 500)
    })
    const api = createHttpDirectoryApi(env, impl)
    await expect(api.listCities()).rejects.toBeInstanceOf(ApiError)
    await expect(api.listSpecialties()).rejects.toThrow(/malformed/)
  })

  it('posts the contact request as JSON and treats sucesso=false as a failure', async () => {
    let answer: unknown = { sucesso: true }
    const { impl, seen } = fakeFetch((url) =>
      url.pathname === '/connect/token' ? json({ access_token: 't', token_type: 'Bearer', expires_in: 3600 }) : json(answer),
    )
    const api = createHttpDirectoryApi(env, impl)
    const request = { nome: 'M', email: 'm@x.com', telefone: '5562987654321', mensagem: 'Oi' }
    await api.sendContact(request)
    const post = seen.find((s) => s.method === 'POST' && s.url.includes('contato-parceiro'))
    expect(JSON.parse(post?.body ?? '{}')).toEqual(request)
    answer = { sucesso: false, mensagem: 'não' }
    await expect(api.sendContact(request)).rejects.toBeInstanceOf(ApiError)
  })

  it('an unknown shopping centre (404) is null, not an error', async () => {
    const { impl } = fakeFetch((url) =>
      url.pathname === '/connect/token' ? json({ access_token: 't', token_type: 'Bearer', expires_in: 3600 }) : json({ details: [] }, 404),
    )
    expect(await createHttpDirectoryApi(env, impl).getShopping('nada')).toBeNull()
  })

  it('gives up on a stuck upstream after API_TIMEOUT_MS', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const api = createHttpDirectoryApi({ ...env, API_TIMEOUT_MS: 50 }, impl)
    await expect(api.listCities()).rejects.toThrow()
  })
})

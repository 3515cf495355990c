import type { Transport, TransportInit } from '@prato/api-client'
import { describe, expect, it } from 'vitest'
import { createHttpDirectoryApi, DirectoryApiError } from './http-directory-api.server'

const env = {
  API_URL: 'http://api.test',
  AUTH_URL: 'http://auth.test',
  WEB_API_URL: 'http://web.test',
  IMAGE_URL: 'http://img.test',
  CLIENT_ID: 'prato-directory',
  CLIENT_SECRET: 'secret',
  API_TIMEOUT_MS: 1000,
  API_CACHE_TTL_MS: 60_000,
}

/** Answers the token call itself (counting it) and records every other call for the test's handler. */
function fakeFetch(handler: (url: URL, init: TransportInit) => Response | Promise<Response>) {
  const seen: Array<{ url: string; method: string; body: string }> = []
  const tokens: string[] = []
  const impl: Transport = async (input, init) => {
    const url = new URL(input)
    const body = typeof init.body === 'string' ? init.body : ''
    if (url.pathname === '/connect/token') {
      tokens.push(body)
      return json({ access_token: `t${tokens.length}`, token_type: 'Bearer', expires_in: 3600 })
    }
    seen.push({ url: url.href, method: init.method, body })
    return handler(url, init)
  }
  return { impl, seen, tokens }
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })

describe('the directory API (over @prato/api-client)', () => {
  it('asks for no client token: every call the directory makes is public in the contract (x-prato-auth: none)', async () => {
    const { impl, tokens } = fakeFetch(() => json([]))
    const api = createHttpDirectoryApi({ ...env, API_CACHE_TTL_MS: 0 }, impl)
    await Promise.all([api.listCities(), api.listSpecialties(), api.listFaq()])
    await api.listCities()
    expect(tokens).toHaveLength(0)
  })

  it('sends the restaurant search query and maps the contract fields', async () => {
    const { impl, seen } = fakeFetch(() =>
      json([
        {
          nome: 'Bella Napoli',
          aberto: true,
          permaLink: 'bella-napoli',
          especialidades: 'Pizzaria',
          avaliacao: 4.8,
          flgDeliveryIndisponivel: false,
          flgMostraCardapioMenu: true,
        },
      ]),
    )
    const rows = await createHttpDirectoryApi(env, impl).searchRestaurants({
      cidadeId: 1489,
      tipoEmpresa: 2,
      especialidadeId: 5,
    })
    const url = new URL(seen[0]?.url ?? '')
    expect(url.origin + url.pathname).toBe('http://api.test/v1/api/empresas/geral-cidade')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cidadeId: '1489',
      tipoEmpresa: '2',
      especialidadeId: '5',
    })
    expect(rows[0]).toMatchObject({
      nome: 'Bella Napoli',
      logoUrl: null,
      endBairro: null,
      mensagemPadrao: null,
    })
  })

  it('leaves especialidadeId out when there is none', async () => {
    const { impl, seen } = fakeFetch(() => json([]))
    await createHttpDirectoryApi(env, impl).searchRestaurants({
      cidadeId: 1489,
      tipoEmpresa: 1,
      especialidadeId: null,
    })
    expect(new URL(seen[0]?.url ?? '').searchParams.has('especialidadeId')).toBe(false)
  })

  it('caches the lists for API_CACHE_TTL_MS, and not at all with 0', async () => {
    const cached = fakeFetch(() => json([{ id: 1489, nomeFull: 'Goiânia - GO' }]))
    const api = createHttpDirectoryApi(env, cached.impl)
    await api.listCities()
    await api.listCities()
    expect(cached.seen).toHaveLength(1)
    const uncached = fakeFetch(() => json([]))
    const fresh = createHttpDirectoryApi({ ...env, API_CACHE_TTL_MS: 0 }, uncached.impl)
    await fresh.listCities()
    await fresh.listCities()
    expect(uncached.seen).toHaveLength(2)
  })

  it('turns a 5xx into a DirectoryApiError for the loader to handle', async () => {
    const { impl } = fakeFetch(() => json({ details: [{ errors: ['falhou'] }] }, 500))
    await expect(createHttpDirectoryApi(env, impl).listFaq()).rejects.toBeInstanceOf(
      DirectoryApiError,
    )
  })

  it('posts the contact request as JSON; sucesso=false is a failure', async () => {
    let answer: unknown = { sucesso: true }
    const { impl, seen } = fakeFetch(() => json(answer))
    const api = createHttpDirectoryApi(env, impl)
    const request = { nome: 'M', email: 'm@x.com', telefone: '5562987654321', mensagem: 'Oi' }
    await api.sendContact(request)
    const post = seen.find(
      (s) => s.method === 'POST' && s.url.endsWith('/v1/api/dadoswgsite/contato-parceiro'),
    )
    expect(JSON.parse(post?.body ?? '{}')).toEqual(request)
    answer = { sucesso: false, mensagem: 'não' }
    await expect(api.sendContact(request)).rejects.toThrow('não')
  })

  it('an unknown shopping centre (404) is null, not an error', async () => {
    const { impl } = fakeFetch(() => json({ details: [] }, 404))
    expect(await createHttpDirectoryApi(env, impl).getShopping('nada')).toBeNull()
  })

  it('gives up on a stuck upstream after API_TIMEOUT_MS', async () => {
    const { impl } = fakeFetch(
      (_url, { signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const api = createHttpDirectoryApi({ ...env, API_TIMEOUT_MS: 50, API_CACHE_TTL_MS: 0 }, impl)
    await expect(api.listCities()).rejects.toBeInstanceOf(DirectoryApiError)
  })
})

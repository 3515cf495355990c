// These assertions are checked by `tsc --noEmit` (npm run typecheck); at run time they only make
// sure the calls are well-formed. They pin the ergonomics other packages rely on.
import { describe, expectTypeOf, it } from 'vitest'
import {
  createApiClient,
  type ApiError,
  type ErrorBody,
  type InformacaoCompleta,
  type Schemas,
} from '../src/index'
import { json } from './helpers'

const api = createApiClient({ fetch: async () => json({}), cache: false })

describe('the typed surface', () => {
  it('types data from the contract and errors as ApiError', async () => {
    const result = await api.api.GET('/v1/api/empresas/informacao-completa', {
      params: { query: { empresaId: 1, pdvId: 3 } },
    })
    if (result.data) expectTypeOf(result.data).toEqualTypeOf<InformacaoCompleta>()
    if (result.error) {
      expectTypeOf(result.error).toExtend<ApiError<unknown>>()
      expectTypeOf(result.error.firstServerMessage).toEqualTypeOf<string | undefined>()
      expectTypeOf(result.error.body).toEqualTypeOf<ErrorBody | string | undefined>()
    }
    expectTypeOf<Schemas['Produto']['precos'][number]['valorPreco']>().toEqualTypeOf<number>()
  })

  it('keeps each host to its own paths and requires what the contract requires', () => {
    // @ts-expect-error the token call is on the auth host, not the product API
    void api.api.POST('/connect/token')
    // @ts-expect-error the product API is not on the maps service
    void api.maps.GET('/v3/cardapio/guias')
    // @ts-expect-error pdvId is required
    void api.api.GET('/v3/cardapio/completo', { params: { query: {} } })
    // @ts-expect-error pdvId is 1 or 3
    void api.api.GET('/v3/cardapio/completo', { params: { query: { pdvId: 2 } } })
    // @ts-expect-error the body of a phone change needs novoTelefone
    void api.web.PUT('/v3/usuario-logado/alterarTelefone', { body: {} })
    void api.api.GET('/v3/cardapio/guias')
    void api.auth.userInfo()
  })
})

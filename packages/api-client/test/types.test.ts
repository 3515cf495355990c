// These assertions are checked by `tsc --noEmit` (npm run typecheck); at run time they only make
// sure the calls are well-formed. They pin the ergonomics other packages rely on.
import { describe, expectTypeOf, it } from 'vitest'
import {
  createApiClient,
  type InformacaoCompleta,
  type PessoaEndereco,
  type Schemas,
  type TokenResponse,
} from '../src/index'
import { json } from './helpers'

const api = createApiClient({ fetch: async () => json({}), cache: false })

describe('the typed surface', () => {
  it('types each call’s data from the contract', async () => {
    const info = await api.get('/v1/api/empresas/informacao-completa', {
      params: { query: { empresaId: 1, pdvId: 3 } },
    })
    expectTypeOf(info).toEqualTypeOf<InformacaoCompleta>()
    const addresses = api.get('/v1/api/pessoas-enderecos/{pessoaId}/PessoaId', {
      params: { path: { pessoaId: 1 }, query: { pessoaId: 1, empresaGlobalId: 2 } },
    })
    expectTypeOf(addresses).resolves.toEqualTypeOf<PessoaEndereco[]>()
    expectTypeOf(await api.auth.passwordLogin('a', 'b')).toEqualTypeOf<TokenResponse>()
    expectTypeOf<Schemas['Produto']['precos'][number]['valorPreco']>().toEqualTypeOf<number>()
  })

  it('takes only the contract’s paths, methods, parameters and bodies', () => {
    // @ts-expect-error not a path of the contract
    void api.get('/v1/nada').catch(() => undefined)
    // @ts-expect-error informacao-completa is a GET
    void api.post('/v1/api/empresas/informacao-completa').catch(() => undefined)
    // @ts-expect-error pdvId is required
    void api.get('/v3/cardapio/completo', { params: { query: {} } }).catch(() => undefined)
    // @ts-expect-error pdvId is 1 or 3
    void api.get('/v3/cardapio/completo', { params: { query: { pdvId: 2 } } })
    // @ts-expect-error the body of a phone change needs novoTelefone
    void api.put('/v3/usuario-logado/alterarTelefone', { body: {} }).catch(() => undefined)
    // @ts-expect-error a body the operation does not take
    void api.get('/v3/cardapio/guias', { body: {} }).catch(() => undefined)
    void api.get('/v3/cardapio/guias').catch(() => undefined)
    void api.post('/connect/userinfo').catch(() => undefined)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { BELLA, type Cliente, novoSandbox } from './helpers'

let cli: Cliente
beforeAll(() => {
  cli = novoSandbox()
})
afterAll(() => cli.sandbox.close())

type UserInfo = Record<string, unknown> & {
  sub: string
  'phone-confirmed': string
  phone: string | null
}

describe('POST /connect/token', () => {
  it('issues client tokens to both demo clients', async () => {
    for (const client_id of ['prato-storefront', 'prato-directory']) {
      const r = await cli.call<{ access_token: string; token_type: string; expires_in: number }>(
        'POST',
        '/connect/token',
        {
          form: {
            grant_type: 'client_credentials',
            client_id,
            client_secret: 'prato-sandbox-secret',
          },
        },
      )
      expect(r.status).toBe(200)
      expect(r.body.token_type).toBe('Bearer')
      expect(r.body.access_token.split('.')).toHaveLength(3)
    }
  })

  it('answers 401 with the error body to a wrong client secret', async () => {
    const r = await cli.call<{ details: Array<{ errors: string[] }> }>('POST', '/connect/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: 'prato-storefront',
        client_secret: 'errado',
      },
    })
    expect(r.status).toBe(401)
    expect(r.body.details[0]?.errors[0]).toBeTruthy()
  })

  it("refuses a wrong password with 'Usuário ou senha inválidos!' (000 §8 Login failure)", async () => {
    const r = await cli.call<{ details: Array<{ errors: string[] }> }>('POST', '/connect/token', {
      form: {
        grant_type: 'password',
        username: 'ana@prato.dev',
        password: 'errada',
        client_id: 'prato-storefront',
        client_secret: 'prato-sandbox-secret',
      },
    })
    expect(r.status).toBe(400)
    expect(r.body.details[0]?.errors).toEqual([messages.loginFalhou])
  })

  it('external grant: provider demo with demo:<email> creates the user once, then loads it', async () => {
    const t1 = await cli.token({
      grant_type: 'external',
      provider: 'demo',
      external_token: 'demo:joana.alves@prato.dev',
    })
    const t2 = await cli.token({
      grant_type: 'external',
      provider: 'demo',
      external_token: 'demo:joana.alves@prato.dev',
    })
    const u1 = await cli.call<UserInfo>('POST', '/connect/userinfo', { token: t1 })
    const u2 = await cli.call<UserInfo>('POST', '/connect/userinfo', { token: t2 })
    expect(u1.body.sub).toBe(u2.body.sub)
    expect(u1.body.name).toBe('Joana Alves')
    const outro = await cli.call('POST', '/connect/token', {
      form: {
        grant_type: 'external',
        provider: 'facebook',
        external_token: 'x',
        client_id: 'prato-storefront',
        client_secret: 'prato-sandbox-secret',
      },
    })
    expect(outro.status).toBe(400)
  })
})

describe('POST /connect/userinfo', () => {
  it('returns the documented claims for the seeded diners', async () => {
    const ana = await cli.call<UserInfo>('POST', '/connect/userinfo', {
      token: await cli.login('ana@prato.dev'),
    })
    expect(ana.body).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@prato.dev',
      phone: '5562999990001',
      'phone-confirmed': 'true',
      pessoaglobalid: '1001',
      sex: 'f',
      dateofbirth: '1990-05-12',
    })
    expect((ana.body.endereco as { nomeBairro: string }).nomeBairro).toBe('Setor Marista')
    const bruno = await cli.call<UserInfo>('POST', '/connect/userinfo', {
      token: await cli.login('bruno@prato.dev'),
    })
    expect(bruno.body.phone).toBeNull()
    const carla = await cli.call<UserInfo>('POST', '/connect/userinfo', {
      token: await cli.login('carla@prato.dev'),
    })
    expect(carla.body['phone-confirmed']).toBe('false')
  })

  it('answers 401 without a user token', async () => {
    expect((await cli.call('POST', '/connect/userinfo', { token: await cli.token() })).status).toBe(
      401,
    )
    expect((await cli.call('POST', '/connect/userinfo')).status).toBe(401)
  })
})

describe('product endpoints need at least a client token', () => {
  it('401 without a bearer, with a forged one, and 200 with a client token', async () => {
    expect((await cli.call('GET', '/v3/cardapio/guias', { empresaId: BELLA })).status).toBe(401)
    expect(
      (
        await cli.call('GET', '/v3/cardapio/guias', {
          empresaId: BELLA,
          token: 'eyJhbGciOiJIUzI1NiJ9.e30.assinatura',
        })
      ).status,
    ).toBe(401)
    const outro = novoSandbox({ jwtSecret: 'outro-segredo' })
    const alheio = await outro.token()
    await outro.sandbox.close()
    expect(
      (await cli.call('GET', '/v3/cardapio/guias', { empresaId: BELLA, token: alheio })).status,
    ).toBe(401)
    expect(
      (await cli.call('GET', '/v3/cardapio/guias', { empresaId: BELLA, token: await cli.token() }))
        .status,
    ).toBe(200)
  })
})

describe('registration, SMS confirmation and phone change (000 §4)', () => {
  it('registers, sends a 6-digit SMS, rejects a wrong code and confirms the right one', async () => {
    const r = await cli.call('POST', '/api/usuarios', {
      body: {
        nome: 'Marta Reis',
        telefone: '(62) 9 8111-2233',
        email: 'marta@prato.dev',
        senha: 'segredo1',
        sexo: 'f',
      },
    })
    expect(r.status).toBe(201)
    const dup = await cli.call<{ details: Array<{ errors: string[] }> }>('POST', '/api/usuarios', {
      body: {
        nome: 'Marta Reis',
        telefone: '62981112233',
        email: 'MARTA@prato.dev',
        senha: 'segredo1',
      },
    })
    expect(dup.status).toBe(400)
    expect(dup.body.details[0]?.errors).toEqual(['Este e-mail já está cadastrado.'])
    const token = await cli.login('marta@prato.dev', 'segredo1')
    const sms = await cli.call<{ codigo: string }>('GET', '/__sandbox/sms/5562981112233')
    expect(sms.body.codigo).toMatch(/^\d{6}$/)
    const errado = await cli.call<{ details: Array<{ errors: string[] }> }>(
      'PUT',
      '/api/usuario-logado/telefone/confirmacao-sms',
      {
        token,
        body: { code: sms.body.codigo === '000000' ? '000001' : '000000' },
      },
    )
    expect(errado.status).toBe(400)
    expect(errado.body.details[0]?.errors[0]).toBeTruthy()
    const certo = await cli.call('PUT', '/api/usuario-logado/telefone/confirmacao-sms', {
      token,
      body: { code: sms.body.codigo },
    })
    expect(certo.status).toBe(200)
    const info = await cli.call<UserInfo>('POST', '/connect/userinfo', { token })
    expect(info.body['phone-confirmed']).toBe('true')
  })

  it('stops a code after five wrong tries, even the right one, until a new code is sent (issue 11 §5)', async () => {
    const novoUsuario = await cli.call('POST', '/api/usuarios', {
      body: {
        nome: 'Rita Lopes',
        telefone: '62988886666',
        email: 'rita@prato.dev',
        senha: 'segredo1',
      },
    })
    expect(novoUsuario.status).toBe(201)
    const token = await cli.login('rita@prato.dev', 'segredo1')
    const sms = await cli.call<{ codigo: string }>('GET', '/__sandbox/sms/5562988886666')
    const errado = sms.body.codigo === '000000' ? '000001' : '000000'
    const put = (code: string) =>
      cli.call<{ details: Array<{ errors: string[] }> }>(
        'PUT',
        '/api/usuario-logado/telefone/confirmacao-sms',
        { token, body: { code } },
      )
    for (let i = 0; i < 5; i++) expect((await put(errado)).status).toBe(400)
    const bloqueado = await put(sms.body.codigo)
    expect(bloqueado.status).toBe(429)
    expect(bloqueado.body.details[0]?.errors).toEqual([messages.codigoSmsTentativasEsgotadas])
    await cli.call('POST', '/api/usuario-logado/telefone/confirmacao-sms', {
      token,
      body: { telefone: '5562988886666' },
    })
    const novo = await cli.call<{ codigo: string }>('GET', '/__sandbox/sms/5562988886666')
    expect((await put(novo.body.codigo)).status).toBe(200)
  })

  it('validates the registration with the specification messages (000 §5)', async () => {
    const r = await cli.call<{ details: Array<{ errors: string[] }> }>('POST', '/api/usuarios', {
      body: { nome: 'Marta', telefone: '', email: 'm@x.dev', senha: '123' },
    })
    expect(r.status).toBe(400)
    expect(r.body.details[0]?.errors).toEqual(
      expect.arrayContaining([
        messages.informeSobrenome,
        messages.informeTelefone,
        messages.senhaMinimo,
      ]),
    )
  })

  it('resends the code: a new code replaces the old one', async () => {
    const token = await cli.login('carla@prato.dev')
    const r = await cli.call('POST', '/api/usuario-logado/telefone/confirmacao-sms', {
      token,
      body: { telefone: '5562988887777' },
    })
    expect(r.status).toBe(200)
    const sms = await cli.call<{ codigo: string }>('GET', '/__sandbox/sms/5562988887777')
    expect(
      (
        await cli.call('PUT', '/api/usuario-logado/telefone/confirmacao-sms', {
          token,
          body: { code: sms.body.codigo },
        })
      ).status,
    ).toBe(200)
  })

  it('changes the phone: autorizacao, SMS to the new phone, then validation of the three together', async () => {
    const token = await cli.login('ana@prato.dev')
    const pedido = await cli.call<{ autorizacao: string }>(
      'PUT',
      '/v3/usuario-logado/alterarTelefone',
      { token, empresaId: BELLA, body: { novoTelefone: '62977776666' } },
    )
    expect(pedido.body.autorizacao).toBeTruthy()
    const sms = await cli.call<{ codigo: string }>('GET', '/__sandbox/sms/5562977776666')
    const falso = await cli.call('PUT', '/api/usuario-logado/novo-telefone', {
      token,
      body: { novoTelefone: '62977776666', codigoSms: sms.body.codigo, autorizacao: 'inventada' },
    })
    expect(falso.status).toBe(400)
    const ok = await cli.call('PUT', '/api/usuario-logado/novo-telefone', {
      token,
      body: {
        novoTelefone: '62977776666',
        codigoSms: sms.body.codigo,
        autorizacao: pedido.body.autorizacao,
      },
    })
    expect(ok.status).toBe(200)
    const info = await cli.call<UserInfo>('POST', '/connect/userinfo', { token })
    expect(info.body.phone).toBe('5562977776666')
    expect(info.body['phone-confirmed']).toBe('true')
    const reuso = await cli.call('PUT', '/api/usuario-logado/novo-telefone', {
      token,
      body: {
        novoTelefone: '62977776666',
        codigoSms: sms.body.codigo,
        autorizacao: pedido.body.autorizacao,
      },
    })
    expect(reuso.status).toBe(400)
  })

  it('password recovery answers true for a known e-mail and false otherwise', async () => {
    const token = await cli.token()
    expect(
      (
        await cli.call('POST', '/api/usuario-logado/recuperar-senha', {
          token,
          body: { email: 'bruno@prato.dev' },
        })
      ).body,
    ).toBe(true)
    expect(
      (
        await cli.call('POST', '/api/usuario-logado/recuperar-senha', {
          token,
          body: { email: 'ninguem@prato.dev' },
        })
      ).body,
    ).toBe(false)
  })

  it('stores an uploaded picture as a blob and serves it back', async () => {
    const token = await cli.login('bruno@prato.dev')
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
    const form = new FormData()
    form.set('file', new File([bytes], 'eu.jpg', { type: 'image/jpeg' }))
    const up = await cli.call<{ imagemUrl: string }>('POST', '/v1/pessoas/imagem', {
      token,
      multipart: form,
    })
    expect(up.status).toBe(200)
    const res = await cli.sandbox.fetch(new Request(up.body.imagemUrl))
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
    const texto = new FormData()
    texto.set('file', new File(['oi'], 'a.txt', { type: 'text/plain' }))
    expect((await cli.call('POST', '/v1/pessoas/imagem', { token, multipart: texto })).status).toBe(
      400,
    )
  })
})

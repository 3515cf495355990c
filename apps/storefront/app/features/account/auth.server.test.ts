import { messages } from '@prato/domain'
import { describe, expect, it } from 'vitest'
import * as rules from './auth.server'
import { apiError, fakeApi } from './test/fake-api'

const signIn = { tokens: { access_token: 't' }, userInfo: { name: 'Ana Souza' } }

describe('passwordLogin', () => {
  it("000 §8 'Login failure: Usuário ou senha inválidos!' whatever the server said", async () => {
    const api = fakeApi({
      passwordLogin: async () => Promise.reject(apiError(400, 'invalid_grant')),
    })
    expect(await rules.passwordLogin(api, { email: 'a@b.c', senha: 'x' })).toEqual({
      ok: false,
      message: messages.loginFalhou,
    })
  })

  it('returns the tokens and user-info on success', async () => {
    const api = fakeApi({ passwordLogin: async () => signIn })
    expect(await rules.passwordLogin(api, { email: 'ana@prato.dev', senha: 'prato123' })).toEqual({
      ok: true,
      value: signIn,
    })
    expect(api.passwordLogin).toHaveBeenCalledWith('ana@prato.dev', 'prato123')
  })
})

describe('register', () => {
  const payload = {
    nome: 'Ana Souza',
    telefone: '5562999990001',
    email: 'a@b.c',
    senha: 'segredo',
    sexo: 'f',
  }

  it('000 §4 "Register. Log in automatically." with the same e-mail and password', async () => {
    const api = fakeApi({ register: async () => undefined, passwordLogin: async () => signIn })
    expect(await rules.register(api, payload)).toEqual({ ok: true, value: signIn })
    expect(api.register).toHaveBeenCalledWith(payload)
    expect(api.passwordLogin).toHaveBeenCalledWith('a@b.c', 'segredo')
  })

  it('000 §8 "Registration failure: the first message of the server error body"', async () => {
    const api = fakeApi({
      register: async () => Promise.reject(apiError(400, 'E-mail já cadastrado', 'outro')),
    })
    expect(await rules.register(api, payload)).toEqual({
      ok: false,
      message: 'E-mail já cadastrado',
    })
  })

  it('000 §8 "…else \'Houve um problema ao realizar o cadastro.\'"', async () => {
    const api = fakeApi({ register: async () => Promise.reject(apiError(500)) })
    expect(await rules.register(api, payload)).toEqual({
      ok: false,
      message: messages.cadastroFalhou,
    })
  })

  it('an account created whose automatic login fails is not a registration failure', async () => {
    const api = fakeApi({
      register: async () => undefined,
      passwordLogin: async () => Promise.reject(apiError(502)),
    })
    expect(await rules.register(api, payload)).toEqual({ ok: true, value: null })
  })
})

describe('recoverPassword', () => {
  it('000 §8 "Recovery success: an alert saying that an e-mail with recovery information was sent"', async () => {
    const api = fakeApi({ recoverPassword: async () => true })
    expect(await rules.recoverPassword(api, 'ana@prato.dev')).toEqual({
      ok: true,
      value: messages.recuperarSenhaSucesso,
    })
  })

  it('000 §8 "Recovery answer false: \'Não foi possível recuperar a senha do usuário!\'" (and a failed call)', async () => {
    expect(
      await rules.recoverPassword(fakeApi({ recoverPassword: async () => false }), 'x@y.z'),
    ).toEqual({
      ok: false,
      message: messages.recuperarSenhaFalhou,
    })
    expect(
      await rules.recoverPassword(
        fakeApi({ recoverPassword: async () => Promise.reject(apiError(503)) }),
        'x@y.z',
      ),
    ).toEqual({ ok: false, message: messages.recuperarSenhaFalhou })
  })
})

describe('SMS', () => {
  it('000 §8 "SMS confirmation failure: the server message"', async () => {
    const api = fakeApi({
      confirmSms: async () => Promise.reject(apiError(400, 'Código expirado')),
    })
    expect(await rules.confirmSms(api, '123456')).toEqual({ ok: false, message: 'Código expirado' })
  })

  it('000 §8 "…else \'Código ou e-mail não encontrado, solicite um novo código.\'"', async () => {
    const api = fakeApi({ confirmSms: async () => Promise.reject(apiError(404)) })
    expect(await rules.confirmSms(api, '123456')).toEqual({
      ok: false,
      message: messages.smsConfirmacaoFalhou,
    })
  })

  it('000 §8 "SMS resend failure: \'Houve um problema ao realizar esta operação.\'"', async () => {
    const api = fakeApi({ resendSms: async () => Promise.reject(apiError(500, 'falhou')) })
    expect(await rules.resendSms(api, '5562999990001')).toEqual({
      ok: false,
      message: messages.operacaoFalhou,
    })
    expect(await rules.resendSms(fakeApi(), null)).toEqual({
      ok: false,
      message: messages.operacaoFalhou,
    })
  })

  it('resends to the phone it is given', async () => {
    const api = fakeApi({ resendSms: async () => undefined })
    expect(await rules.resendSms(api, '5562999990001')).toEqual({ ok: true, value: null })
    expect(api.resendSms).toHaveBeenCalledWith('5562999990001')
  })
})

describe('phone change', () => {
  it('000 §4 "The new phone is submitted and the server returns an authorization value (autorizacao)"', async () => {
    const api = fakeApi({ requestPhoneChange: async () => 'auth-1' })
    expect(await rules.requestPhoneChange(api, '5562911112222')).toEqual({
      ok: true,
      value: 'auth-1',
    })
  })

  it('000 §8 "Phone change failure: \'Houve um problema ao trocar o telefone, tente mais tarde\'" on either step', async () => {
    const failing = fakeApi({
      requestPhoneChange: async () => Promise.reject(apiError(400, 'Telefone em uso')),
      confirmPhoneChange: async () => Promise.reject(apiError(400, 'Código inválido')),
    })
    expect(await rules.requestPhoneChange(failing, '5562911112222')).toEqual({
      ok: false,
      message: messages.trocarTelefoneFalhou,
    })
    expect(
      await rules.confirmPhoneChange(failing, {
        novoTelefone: '5562911112222',
        codigoSms: '1',
        autorizacao: 'a',
      }),
    ).toEqual({ ok: false, message: messages.trocarTelefoneFalhou })
  })

  it('000 §4 "The new phone, code and authorization are sent together"', async () => {
    const api = fakeApi({ confirmPhoneChange: async () => undefined })
    const input = { novoTelefone: '5562911112222', codigoSms: '123456', autorizacao: 'auth-1' }
    expect(await rules.confirmPhoneChange(api, input)).toEqual({ ok: true, value: null })
    expect(api.confirmPhoneChange).toHaveBeenCalledWith(input)
  })
})

describe('updateProfile', () => {
  const payload = {
    nome: 'Ana Souza',
    cpf: null,
    sexo: 'f',
    dataNascimento: null,
    imagemUrl: 'https://x/old.png',
  }

  it('uploads the photo first and sends its imagemUrl with the profile (000 §7)', async () => {
    const api = fakeApi({
      uploadProfileImage: async () => 'https://img/new.png',
      updateProfile: async () => true,
    })
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    const outcome = await rules.updateProfile(api, payload, photo)
    expect(outcome).toEqual({ ok: true, value: { ...payload, imagemUrl: 'https://img/new.png' } })
    expect(api.updateProfile).toHaveBeenCalledWith({ ...payload, imagemUrl: 'https://img/new.png' })
  })

  it('000 §8 "Profile failure: the first server message, else \'Houve um problema\'"', async () => {
    expect(
      await rules.updateProfile(
        fakeApi({ updateProfile: async () => Promise.reject(apiError(400, 'CPF já usado')) }),
        payload,
        null,
      ),
    ).toEqual({ ok: false, message: 'CPF já usado' })
    expect(
      await rules.updateProfile(
        fakeApi({ updateProfile: async () => Promise.reject(apiError(500)) }),
        payload,
        null,
      ),
    ).toEqual({ ok: false, message: messages.perfilFalhou })
    // "the answer carries a success indicator" — an answer saying no is a failure too
    expect(
      await rules.updateProfile(fakeApi({ updateProfile: async () => false }), payload, null),
    ).toEqual({
      ok: false,
      message: messages.perfilFalhou,
    })
  })

  it('accepts only real images of at most 5 MB as a photo', () => {
    expect(rules.isPhoto(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }))).toBe(true)
    expect(rules.isPhoto(new File([], 'empty.png', { type: 'image/png' }))).toBe(false)
    expect(rules.isPhoto(new File([new Uint8Array(10)], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      false,
    )
    expect(
      rules.isPhoto(
        new File([new Uint8Array(rules.MAX_PHOTO_BYTES + 1)], 'big.png', { type: 'image/png' }),
      ),
    ).toBe(false)
    expect(rules.isPhoto('a string')).toBe(false)
  })
})

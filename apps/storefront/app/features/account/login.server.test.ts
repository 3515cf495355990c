import { afterEach, describe, expect, it } from 'vitest'
import { loginFalhou, loginIndisponivel } from '@prato/domain/messages'
import { action } from '#app/routes/$tenant.conta.entrar'
import { RATE_LIMITS } from '#app/lib/rate-limit.server'
import { setRuntimeForTests } from '#app/lib/runtime.server'
import { installTestRuntime, json, type Handler } from '#app/test/upstream'
import { loginThrottle } from './account.server'

// Issue 24 §4: "only the password grant's own refusal reads as a wrong password (a failed `userinfo` is 'try
// again', and counts toward no lockout)". The login screen's action, against a scripted auth service.

const ana = { sub: 'u1', name: 'Ana Lima', email: 'ana@prato.dev', phone: '5562999990000' }
const IP = '10.1.2.3'

function loginRequest(senha = 'segredo1') {
  const form = new URLSearchParams({ email: 'ana@prato.dev', senha, intent: 'password' })
  return new Request('http://localhost/bella-napoli/conta/entrar', {
    method: 'POST',
    body: form,
    headers: {
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      'x-prato-client-ip': IP,
    },
  })
}

/** The password grant answers a token for 'segredo1' and refuses anything else (invalid_grant). */
const tokenRoute: Handler = (call) => {
  const body = new URLSearchParams(call.body)
  if (body.get('grant_type') !== 'password')
    return json({ access_token: 'client-1', token_type: 'Bearer', expires_in: 3600 })
  return body.get('senha') === 'segredo1' || body.get('password') === 'segredo1'
    ? json({ access_token: 'user-1', token_type: 'Bearer', expires_in: 3600 })
    : json({ error: 'invalid_grant' }, 400)
}

async function postLogin(senha?: string) {
  const answer = await action({
    request: loginRequest(senha),
    params: { tenant: 'bella-napoli' },
    context: {},
  })
  if (answer instanceof Response) return { status: answer.status, formErrors: [] as string[] }
  const { data, init } = answer as unknown as {
    data: { result?: { error?: Record<string, string[] | null> } }
    init: { status?: number } | null
  }
  return { status: init?.status ?? 200, formErrors: data.result?.error?.[''] ?? [] }
}

afterEach(() => setRuntimeForTests(undefined))

describe('a failed user-info after a good password grant is an outage, not a wrong password (issue 24 §4)', () => {
  it.each([
    ['a 401', () => json({ details: [] }, 401)],
    ['a 503', () => json({ details: [] }, 503)],
  ])(
    "%s from /connect/userinfo: 'try again', never 'Usuário ou senha inválidos!', and no lockout once the API is back",
    async (_name, userInfoFailure) => {
      let userInfoDown = true
      const { store } = installTestRuntime({
        'POST /connect/token': tokenRoute,
        'POST /connect/userinfo': () => (userInfoDown ? userInfoFailure() : json(ana)),
      })
      for (let i = 0; i <= RATE_LIMITS.login.limit; i++) {
        const answer = await postLogin()
        expect(answer.status).toBe(503)
        expect(answer.formErrors).toEqual([loginIndisponivel])
        expect(answer.formErrors).not.toContain(loginFalhou)
      }
      const throttle = loginThrottle(loginRequest(), RATE_LIMITS.login, store)
      expect(await throttle.blocked()).toBe(false)

      userInfoDown = false
      const back = await postLogin()
      expect(back.status).toBe(302)
    },
  )

  it("the grant's own refusal is still 'Usuário ou senha inválidos!' and counts toward the lockout", async () => {
    const { store } = installTestRuntime({
      'POST /connect/token': tokenRoute,
      'POST /connect/userinfo': () => json(ana),
    })
    const wrong = await postLogin('errada')
    expect(wrong.status).toBe(400)
    expect(wrong.formErrors).toEqual([loginFalhou])
    for (let i = 1; i < RATE_LIMITS.login.limit; i++) await postLogin('errada')
    expect(await loginThrottle(loginRequest(), RATE_LIMITS.login, store).blocked()).toBe(true)
  })
})

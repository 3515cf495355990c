import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { chunkedPhoto, rawRequest } from '@prato/web-server/testing'
import { logIn } from './support'

// Issue 11 items 7, 8, 11 and 12 against the built server (@prato/web-server's createAppServer).

const NON_FORMS = [
  ['JSON', { 'Content-Type': 'application/json' }, '{"email":"ana@prato.dev"}', 415],
  ['text/plain', { 'Content-Type': 'text/plain' }, 'email=ana@prato.dev', 415],
  ['no body', {}, undefined, 415],
  [
    'truncated multipart',
    { 'Content-Type': 'multipart/form-data; boundary=zz' },
    '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\nana',
    400,
  ],
  [
    'a __proto__ key',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
    '__proto__[x]=1&email=a',
    400,
  ],
] as const

test.describe('request bodies', () => {
  test('a 1 MB form is refused with 413 and the Portuguese page, and nothing is saved', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/bella-napoli/enderecos/novo', {
      headers: { Origin: baseURL ?? '' },
      form: { rua: 'a'.repeat(1024 * 1024), numero: '1' },
    })
    expect(response.status()).toBe(413)
    expect(await response.text()).toContain(messages.envioGrandeDemaisTexto)
  })

  test('a 30 MB chunked photo without Content-Length is counted on the stream: 413, and the server goes on', async ({
    baseURL,
  }) => {
    const answer = await rawRequest(`${baseURL}/bella-napoli/conta/perfil`, {
      method: 'POST',
      headers: {
        Origin: baseURL ?? '',
        'Content-Type': 'multipart/form-data; boundary=foto30',
        'Transfer-Encoding': 'chunked',
      },
      body: chunkedPhoto(30, 'foto30'),
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain(messages.envioGrandeDemaisTitulo)
    expect((await rawRequest(`${baseURL}/bella-napoli`)).status).toBe(200)
  })

  for (const [name, headers, body, status] of NON_FORMS) {
    test(`a POST with ${name} answers ${status}, not 500`, async ({ baseURL }) => {
      for (const path of [
        '/bella-napoli/conta/entrar',
        '/bella-napoli/conta/entrar.data',
        '/bella-napoli/sair',
      ]) {
        const answer = await rawRequest(`${baseURL}${path}`, {
          method: 'POST',
          headers: { Origin: baseURL ?? '', ...headers },
          ...(body ? { body } : {}),
        })
        expect(answer.status, path).toBe(status)
      }
    })
  }
})

test.describe('caching of personal answers', () => {
  test('the personal pages and their .data answers are private, no-store, with or without a session', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/bella-napoli/conta/perfil',
      '/bella-napoli/enderecos',
      '/bella-napoli/enderecos.data',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
    }
    await logIn(page)
    for (const path of [
      '/bella-napoli/conta/perfil',
      '/bella-napoli/conta/perfil.data',
      '/bella-napoli/enderecos',
      '/bella-napoli',
      '/bella-napoli.data',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
    }
  })

  test('the landing for a visitor without cookies stays shareable; /assets carry nosniff', async ({
    request,
  }) => {
    const landing = await request.get('/bella-napoli')
    expect(landing.headers()['cache-control']).toBeUndefined()
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await landing.text())?.[1] ??
      /"(\/assets\/[^"]+\.js)"/.exec(await landing.text())?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(script ?? '')
    expect(asset.status()).toBe(200)
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
  })
})

test.describe('the public origin, not the Host header', () => {
  test('a forged Host is not echoed in the JSON-LD, and a POST from it is refused', async ({
    baseURL,
  }) => {
    const page = await rawRequest(`${baseURL}/bella-napoli`, { headers: { Host: 'evil.example' } })
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('evil.example')
    expect(page.body).toContain(`"url":"${baseURL}/bella-napoli"`)
    const post = await rawRequest(`${baseURL}/bella-napoli/sair`, {
      method: 'POST',
      headers: {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: '',
    })
    expect(post.status).toBe(403)
  })
})

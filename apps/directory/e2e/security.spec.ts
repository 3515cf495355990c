import { expect, test } from '@playwright/test'
import { rawRequest as raw } from '@prato/web-server/testing'

// Issue 11 items 8, 11 and 12 against the built server (@prato/web-server's createAppServer). This file runs after
// the partner journeys: it fills the contact limit of the test client.

const CONTACT = '/prato/seja-nosso-parceiro'

test('a POST whose body is not a form answers 415 or 400, never 500', async ({ baseURL }) => {
  const cases = [
    [{ 'Content-Type': 'application/json' }, '{"nome":"x"}', 415],
    [{ 'Content-Type': 'text/plain' }, 'nome=x', 415],
    [{}, undefined, 415],
    [
      { 'Content-Type': 'multipart/form-data; boundary=zz' },
      '--zz\r\nContent-Disposition: form-data; name="nome"\r\n\r\nx',
      400,
    ],
    [{ 'Content-Type': 'application/x-www-form-urlencoded' }, '__proto__[x]=1&nome=x', 400],
  ] as const
  for (const [headers, body, status] of cases) {
    const answer = await raw(`${baseURL}${CONTACT}`, {
      method: 'POST',
      headers: { Origin: baseURL ?? '', ...headers },
      ...(body ? { body } : {}),
    })
    expect(answer.status, JSON.stringify(headers)).toBe(status)
  }
})

test('/shopping/{unknown} is a 404', async ({ request }) => {
  expect((await request.get('/shopping/centro-que-nao-existe')).status()).toBe(404)
})

test('a forged Host is not echoed (the sitemap is on the public origin); /assets carry nosniff', async ({
  baseURL,
  request,
}) => {
  const sitemap = await raw(`${baseURL}/sitemap.xml`, { headers: { Host: 'evil.example' } })
  expect(sitemap.body).not.toContain('evil.example')
  expect(sitemap.body).toContain(`<loc>${baseURL}/`)
  const home = await (await request.get('/')).text()
  const script = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
  const asset = await request.get(script ?? '')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')
})

test('a spoofed X-Forwarded-For does not make a new client: the contact limit still holds', async ({
  baseURL,
}) => {
  const body = new URLSearchParams({
    nome: 'Maria Souza',
    email: 'maria@x.com',
    telefone: '(62) 9 8765-4321',
    mensagem: 'Olá',
  }).toString()
  let limited = false
  // The e2e server allows 50 per window (some already spent by the partner journeys).
  for (let i = 0; i < 52 && !limited; i++) {
    const answer = await raw(`${baseURL}${CONTACT}`, {
      method: 'POST',
      headers: {
        Origin: baseURL ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': `203.0.113.${i}`,
      },
      body,
    })
    expect([200, 429]).toContain(answer.status)
    limited = answer.status === 429
  }
  expect(limited).toBe(true)
})

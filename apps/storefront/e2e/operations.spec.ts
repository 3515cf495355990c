import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { rawRequest } from '@prato/web-server/testing'
import { clearFaults, DINER, injectFault, logIn, waitForHydration } from './support'

/** The storefront at 127.0.0.1: the same server, but not the address it is configured with (PUBLIC_ORIGIN). */
const otherAddress = (baseURL: string) => baseURL.replace('//localhost:', '//127.0.0.1:')

test.describe("operators' routes (issue 24 item 6)", () => {
  test('/healthz and /readyz answer JSON outside tenant routing, never cached', async ({
    request,
  }) => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['cache-control'], path).toBe('no-store')
      expect(await answer.json(), path).toEqual({ status: 'ok' })
    }
  })

  test('/readyz answers 503 with the reason while the API answers 5xx; /healthz stays 200', async ({
    request,
  }) => {
    // The readiness check asks the API's base URL: a gateway's 503 there means the API is not reachable.
    await injectFault(request, { pathPattern: '/^\\/$/', status: 503, times: 1 })
    try {
      const answer = await request.get('/readyz')
      expect(answer.status()).toBe(503)
      expect(await answer.json()).toEqual({
        status: 'unavailable',
        failed: { api: 'answered 503' },
      })
      expect((await request.get('/healthz')).status()).toBe(200)
    } finally {
      await clearFaults(request)
    }
  })
})

test.describe('a form posted from another address than PUBLIC_ORIGIN (issue 24 item 7)', () => {
  test('at 127.0.0.1 the login is refused in place with the reason and the configured address; at the configured origin it logs in', async ({
    page,
    baseURL,
  }) => {
    const configured = new URL(baseURL ?? '').origin
    await page.goto(`${otherAddress(configured)}/bella-napoli/conta/entrar`)
    await page.getByLabel(messages.labelEmail).fill(DINER.email)
    await page.getByLabel(messages.labelSenha, { exact: true }).fill(DINER.senha)
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: messages.entrar, exact: true }).click(),
    ])
    expect(answer.status()).toBe(403)
    await expect(page.getByText(messages.outroEnderecoTexto(configured))).toBeVisible()
    await expect(page.getByText(messages.erroTitulo)).toHaveCount(0)
    await expect(page.getByLabel(messages.labelEmail)).toHaveValue(DINER.email)

    await logIn(page)
  })

  test("at 127.0.0.1 'Adicionar' in the product view says why in place, not the error page", async ({
    page,
    baseURL,
  }) => {
    const configured = new URL(baseURL ?? '').origin
    await page.goto(`${otherAddress(configured)}/bella-napoli/delivery`)
    const card = page.getByRole('link', { name: 'Tiramisù', exact: true }).first()
    await waitForHydration(card)
    await card.click()
    const dialog = page.getByRole('dialog', { name: messages.detalhesProduto })
    await dialog.getByRole('button', { name: messages.adicionar }).click()
    await expect(dialog.getByText(messages.outroEnderecoTexto(configured))).toBeVisible()
    await expect(page.getByText(messages.erroTitulo)).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the refused post answers a 403 page that says which address to open', async ({
      page,
      baseURL,
    }) => {
      const configured = new URL(baseURL ?? '').origin
      await page.goto(`${otherAddress(configured)}/bella-napoli/conta/entrar`)
      await page.getByLabel(messages.labelEmail).fill(DINER.email)
      await page.getByLabel(messages.labelSenha, { exact: true }).fill(DINER.senha)
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: messages.entrar, exact: true }).click(),
      ])
      expect(answer.status()).toBe(403)
      await expect(page.getByRole('heading', { name: messages.outroEnderecoTitulo })).toBeVisible()
      await expect(page.getByText(messages.outroEnderecoTexto(configured))).toBeVisible()
    })
  })

  test('a post from the configured origin through a proxy that rewrites Host (or a client-sent X-Forwarded-Host) logs in, no 500', async ({
    baseURL,
  }) => {
    const configured = new URL(baseURL ?? '').origin
    const rewritten: Record<string, string>[] = [
      { Host: 'storefront.internal:8080' },
      { 'X-Forwarded-Host': 'evil.example' },
    ]
    for (const headers of rewritten) {
      const answer = await rawRequest(`${configured}/bella-napoli/conta/entrar`, {
        method: 'POST',
        headers: {
          ...headers,
          Origin: configured,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email: DINER.email, senha: DINER.senha }).toString(),
      })
      expect(answer.status, JSON.stringify(headers)).toBe(302)
      expect(answer.headers['set-cookie']?.join(';')).toMatch(/=/)
    }
  })
})

import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { rawRequest } from '@prato/web-server/testing'

// Issue 24 items 6 and 7 on the built directory.

test("/healthz and /readyz answer JSON, never cached (the directory's 404 page is not asked)", async ({
  request,
}) => {
  for (const path of ['/healthz', '/readyz']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['cache-control'], path).toBe('no-store')
    expect(await answer.json(), path).toEqual({ status: 'ok' })
  }
})

test('a contact form posted from another address answers 403 with the address to open', async ({
  baseURL,
}) => {
  const configured = new URL(baseURL ?? '').origin
  const answer = await rawRequest(`${configured}/prato/seja-nosso-parceiro`, {
    method: 'POST',
    headers: {
      Origin: configured.replace('//localhost:', '//127.0.0.1:'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'nome=Ana',
  })
  expect(answer.status).toBe(403)
  expect(answer.body).toContain(messages.outroEnderecoTexto(configured))
})

test('with JavaScript, the contact form sent from another address says why in its toast, not the error page', async ({
  page,
  baseURL,
}) => {
  const configured = new URL(baseURL ?? '').origin
  await page.goto(`${configured.replace('//localhost:', '//127.0.0.1:')}/prato/seja-nosso-parceiro`)
  // enhanced once hydrated
  await expect(page.locator('form[method="post"]')).toHaveAttribute('novalidate', '')
  await page.getByLabel(messages.labelNome).fill('Maria Souza')
  await page.getByLabel(messages.labelEmail).fill('maria@restaurante.com.br')
  await page.getByLabel(messages.labelCelular).fill('62987654321')
  await page
    .getByLabel(messages.labelMensagem)
    .fill('Quero levar o meu restaurante para a plataforma.')
  await page.getByRole('button', { name: messages.enviar }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: messages.outroEnderecoTexto(configured) }),
  ).toBeVisible()
  await expect(page.getByLabel(messages.labelNome)).toHaveValue('Maria Souza')
})

import { describe, expect, it } from 'vitest'
import { flashToasts } from './toast'

const toasts = flashToasts({ secrets: ['s'.repeat(32)], secure: false })
const cookieOf = (headers: Headers) => (headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''

describe('flash toasts (Epic Stack: "an action that ends in a redirect carries its toast in a flash cookie")', () => {
  it('redirectWithToast redirects and sets a signed, short-lived, http-only cookie', async () => {
    const response = await toasts.redirectWithToast(
      '/bella-napoli',
      { type: 'success', description: 'Salvo' },
      { headers: { 'X-Other': '1' } },
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/bella-napoli')
    expect(response.headers.get('X-Other')).toBe('1')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^prato_toast=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Max-Age=60/)
  })

  it('getToast reads the toast once and clears it', async () => {
    const headers = await toasts.createToastHeaders({ description: 'Olá' })
    const read = await toasts.getToast(
      new Request('http://x/', { headers: { Cookie: cookieOf(headers) } }),
    )
    expect(read.toast).toMatchObject({ type: 'info', description: 'Olá' })
    expect(read.headers?.get('Set-Cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
  })

  it('nothing without the cookie; a forged cookie is ignored', async () => {
    expect(await toasts.getToast(new Request('http://x/'))).toEqual({ toast: null, headers: null })
    const other = flashToasts({ secrets: ['o'.repeat(32)], secure: false })
    const forged = cookieOf(await other.createToastHeaders({ description: 'Falso' }))
    expect(
      (await toasts.getToast(new Request('http://x/', { headers: { Cookie: forged } }))).toast,
    ).toBeNull()
  })

  it('over https the cookie is __Host- and Secure', async () => {
    const secure = flashToasts({ secrets: ['s'.repeat(32)], secure: true })
    const cookie = (await secure.createToastHeaders({ description: 'x' })).get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^__Host-prato_toast=/)
    expect(cookie).toMatch(/Secure/)
  })
})

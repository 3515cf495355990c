import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { messages } from '@prato/domain'
import { brandColour, expectSiteOriginRedirect, logIn, waitForHydration } from './support'

// 000 §1–§2: each restaurant in its own colours, with the entries its flags allow — and only for screens that
// exist in this build ("their links appear only when their route exists").

test.describe('a visitor sees each restaurant in its own colours', () => {
  test('bella-napoli: its red brand, its name as title, its landing sections', async ({ page }) => {
    await page.goto('/bella-napoli')
    await expect(page).toHaveTitle('Bella Napoli')
    expect(await brandColour(page)).toBe('#c62828')
    await expect(page.getByRole('heading', { level: 1, name: 'Bella Napoli' })).toBeVisible()
    await expect(page.getByText('35 a 45 min')).toBeVisible()
    await expect(page.getByRole('link', { name: '(62) 3241-0001' })).toHaveAttribute(
      'href',
      'tel:+556232410001',
    )
    // "A hero image shows a Delivery card with the action FAZER PEDIDO when the delivery flag is on."
    await expect(page.getByRole('heading', { name: messages.delivery, exact: true })).toBeVisible()
    // "A block headed 'Conheça nosso menu' shows only when the menu flag is on."
    await expect(page.getByRole('heading', { name: messages.conhecaNossoMenu })).toBeVisible()
    // weekly highlights (streamed)
    await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toBeVisible()
    await expect(page.getByText('Rodízio de pizzas por R$ 59,90 por pessoa.')).toBeVisible()
    // visitor header: Criar conta and Entrar
    await expect(page.getByRole('link', { name: messages.criarConta })).toBeVisible()
    await expect(page.getByRole('link', { name: messages.entrar })).toBeVisible()
  })

  test('bella-napoli shows only what exists: top menu entries and FAZER PEDIDO link to built screens only', async ({
    page,
  }) => {
    await page.goto('/bella-napoli')
    const nav = page.getByRole('navigation', { name: messages.menu })
    for (const label of [messages.delivery, messages.menu, messages.eventos, messages.reservas]) {
      const link = nav.getByRole('link', { name: label, exact: true })
      const count = await link.count()
      if (count > 0) {
        // a link that is shown must lead to a page, not a 404
        const href = (await link.getAttribute('href')) ?? ''
        const response = await page.request.get(href)
        expect(response.status(), href).toBe(200)
      }
    }
    const fazerPedido = page.getByRole('link', { name: messages.fazerPedido })
    if ((await fazerPedido.count()) > 0) {
      expect(
        (await page.request.get((await fazerPedido.getAttribute('href')) ?? '')).status(),
      ).toBe(200)
    }
  })

  test('bella-napoli: the landing buttons of 001 §2 (WiFi dialog without JavaScript, external links)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/bella-napoli')
    await expect(page.getByRole('link', { name: messages.botaoAvaliacoesSite })).toHaveAttribute(
      'href',
      /^https:\/\/www\.tripadvisor/,
    )
    await expect(page.getByRole('link', { name: messages.botaoMensagem })).toHaveAttribute(
      'href',
      'https://wa.me/5562999990001',
    )
    await page.getByRole('link', { name: messages.botaoWifi }).click()
    const wifi = page.getByRole('dialog', { name: messages.botaoWifi })
    await expect(wifi).toBeVisible()
    await expect(wifi.getByText('BellaNapoli-Clientes')).toBeVisible()
    await expect(wifi.getByText('pizza2024')).toBeVisible()
    await wifi.getByRole('link', { name: messages.fechar }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await context.close()
  })

  test('sushi-kento: navy brand, no Delivery card (flgDeliveryIndisponivel), the other layout', async ({
    page,
  }) => {
    await page.goto('/sushi-kento')
    await expect(page).toHaveTitle('Sushi Kento')
    expect(await brandColour(page)).toBe('#1b2a4a')
    await expect(page.getByRole('heading', { level: 1, name: 'Sushi Kento' })).toBeVisible()
    await expect(page.getByRole('heading', { name: messages.delivery, exact: true })).toHaveCount(0)
    await expect(
      page
        .getByRole('navigation', { name: messages.menu })
        .getByRole('link', { name: messages.delivery }),
    ).toHaveCount(0)
    await expect(page.getByRole('heading', { name: messages.conhecaNossoMenu })).toBeVisible()
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'moderno')
  })

  test('burger-hub: an unknown layout id (99) gets the default layout; a light brand is darkened for contrast', async ({
    page,
  }) => {
    await page.goto('/burger-hub')
    await expect(page).toHaveTitle('Burger Hub')
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'classico')
    const brand = await brandColour(page)
    expect(brand).toMatch(/^#[0-9a-f]{6}$/)
    expect(brand).not.toBe('#f57c00')
    // the menu flag is off for burger-hub
    await expect(page.getByRole('heading', { name: messages.conhecaNossoMenu })).toHaveCount(0)
  })

  test('without a map style the map box is the address and Como chegar, in its fixed box, with no map code (DESIGN §7)', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.goto('/bella-napoli')
    await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toBeVisible()
    const box = page.locator('[data-map-box]')
    await expect(box).toHaveCSS('height', '680px')
    await box.scrollIntoViewIfNeeded()
    const directions = box.getByRole('link', { name: messages.comoChegar })
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    )
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(box).toContainText('Goiânia')
    await page.waitForTimeout(300)
    expect(scripts.filter((url) => /maplibre|VenueMap|MapSection/i.test(url))).toEqual([])
  })

  test('the weekly carousel: Embla takes over the server strip after paint and loops at both ends', async ({
    browser,
  }) => {
    // One slide per view (under 600 px) and reduced motion: no autoplay, arrows jump, so positions are exact.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto('/bella-napoli')
    const carousel = page.getByRole('region', { name: messages.informacoesDaSemana })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-enhanced', 'true')
    const slides = carousel.getByRole('group')
    const total = await slides.count()
    expect(total).toBeGreaterThan(1)
    const inView = async () => {
      const viewport = await carousel.locator('[tabindex="0"]').boundingBox()
      for (let i = 0; i < total; i += 1) {
        const box = await slides.nth(i).boundingBox()
        if (box && viewport && Math.abs(box.x - viewport.x) < 2) return i + 1
      }
      return null
    }
    expect(await inView()).toBe(1)
    await carousel.getByRole('button', { name: messages.anterior }).click()
    await expect.poll(inView).toBe(total)
    await carousel.getByRole('button', { name: messages.proximo }).click()
    await expect.poll(inView).toBe(1)
    await carousel.getByRole('button', { name: messages.proximo }).click()
    await expect.poll(inView).toBe(2)
    await context.close()
  })

  test('the shell hydrates without errors: deferred parts (header actions, footer, hero) keep the server HTML, then work as the app', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/bella-napoli')
    await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Bella Napoli')
    // once hydrated, Entrar opens the login dialog as a client-side navigation (no new document)
    const entrar = page.getByRole('link', { name: messages.entrar, exact: true })
    await waitForHydration(entrar)
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    await entrar.click()
    await expect(page.getByRole('dialog', { name: messages.fazerLoginTitulo })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true)
    expect(errors).toEqual([])
  })

  test('the parts whose code loads later are styled from the first byte: without JavaScript they look the same', async ({
    page,
    browser,
  }) => {
    const look = async (target: typeof page) => {
      await target.goto('/bella-napoli')
      const entrar = target.getByRole('link', { name: messages.entrar, exact: true })
      const footer = target.getByRole('contentinfo')
      return {
        entrar: await entrar.evaluate((el) => {
          const s = getComputedStyle(el)
          return [s.backgroundColor, s.paddingLeft, s.borderRadius, s.textDecorationLine].join(' ')
        }),
        footer: await footer.evaluate((el) => getComputedStyle(el).backgroundColor),
      }
    }
    const withScripts = await look(page)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const withoutScripts = await look(await context.newPage())
    await context.close()
    expect(withoutScripts).toEqual(withScripts)
  })

  test('the landing page has no axe violations', async ({ page }) => {
    await page.goto('/bella-napoli')
    await expect(page.getByRole('heading', { name: messages.informacoesDaSemana })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
})

test.describe('icons and the web app manifest', () => {
  test('a tenant page links its favicon, apple-touch icon and manifest, and each answers with its type', async ({
    page,
    request,
  }) => {
    await page.goto('/bella-napoli')
    const href = (rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute('href')
    const manifestHref = await href('manifest')
    expect(manifestHref).toBe('/bella-napoli/manifest.webmanifest')
    const manifest = await request.get(manifestHref!)
    expect(manifest.status()).toBe(200)
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    const body = await manifest.json()
    expect(body).toMatchObject({
      name: 'Bella Napoli',
      start_url: '/bella-napoli',
      display: 'standalone',
    })
    // the manifest wears the restaurant's brand: the same colour as the page's theme-color
    expect(body.theme_color).toBe(
      await page.locator('meta[name="theme-color"]').getAttribute('content'),
    )
    for (const rel of ['icon', 'apple-touch-icon']) {
      const url = await href(rel)
      const icon = await request.get(url!)
      expect(icon.status(), `${rel} ${url}`).toBe(200)
      expect(icon.headers()['content-type']).toMatch(/^image\//)
    }
    for (const icon of body.icons as Array<{ src: string; type?: string }>) {
      const answer = await request.get(icon.src)
      expect(answer.status(), icon.src).toBe(200)
      if (icon.type) expect(answer.headers()['content-type']).toContain(icon.type)
    }
  })

  test('/favicon.ico is an icon, not a 404', async ({ request }) => {
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toBe('image/png')
  })

  test('an unknown tenant has no icons, and asking leaves no session behind', async ({
    request,
  }) => {
    for (const path of ['/zz-sem-icone/manifest.webmanifest', '/zz-sem-icone/icone.svg']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status()).toBe(404)
      expect(answer.headers()['set-cookie']).toBeUndefined()
    }
    expect((await request.get('/bella-napoli/icone/33.png')).status()).toBe(404)
  })
})

test.describe('tenant resolution', () => {
  test('"If the tenant configuration cannot be loaded, the app redirects to the site origin": unknown tenant', async ({
    request,
  }) => {
    const response = await request.get('/restaurante-que-nao-existe', { maxRedirects: 0 })
    expectSiteOriginRedirect(response)
  })

  test('a slug that breaks the pattern is a 404 page in Portuguese, with no stack trace', async ({
    page,
  }) => {
    const response = await page.goto('/Bella_Napoli')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { name: messages.paginaNaoEncontradaTitulo }),
    ).toBeVisible()
    expect(await page.content()).not.toMatch(/at .*\.js:\d+|Error:/)
  })

  test('an unknown path inside a tenant is a real 404', async ({ page }) => {
    const response = await page.goto('/bella-napoli/nao/existe')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { name: messages.paginaNaoEncontradaTitulo }),
    ).toBeVisible()
  })

  test('the default tenant at / gets the generic layout and the product name', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(messages.nomeProdutoPadrao)
    await expect(
      page.getByRole('heading', { level: 1, name: messages.nomeProdutoPadrao }),
    ).toBeVisible()
  })

  test('the landing page carries schema.org Restaurant and Open Graph data', async ({ page }) => {
    await page.goto('/bella-napoli')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: 'Bella Napoli',
      telephone: '+556232410001',
    })
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Bella Napoli',
    )
  })
})

// 000 §2: "When logged in, a greeting with the first name opens a profile dropdown"; the header is @prato/ui's, and
// the dropdown its DropdownMenu: a native disclosure before JavaScript, a WAI-ARIA menu button after.
test.describe('the header of a logged-in diner', () => {
  test('the greeting opens the profile menu: entries that lead to pages, the keyboard, and Sair with its toast', async ({
    page,
  }) => {
    await logIn(page)
    const trigger = page.getByRole('button', { name: messages.saudacao('Ana') })
    // the menu button has taken over from the disclosure once its code has loaded
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: messages.saudacao('Ana') })
    await expect(menu).toBeVisible()
    const entries = menu.getByRole('menuitem')
    await expect(entries.first()).toHaveText(messages.menuMeuPerfil)
    await expect(entries.first()).toBeFocused()
    await expect(entries.last()).toHaveText(messages.sair)
    // "their links appear only when their route exists": every entry shown leads to a page
    for (const href of await menu
      .locator('a[role="menuitem"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect((await page.request.get(href)).status(), href).toBe(200)
    }
    const results = await new AxeBuilder({ page }).include('header').analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await trigger.click()
    await menu.getByRole('menuitem', { name: messages.sair }).click()
    await expect(
      page.getByRole('region', { name: messages.notificacoes }).getByRole('status'),
    ).toHaveText(messages.saiuDaConta)
    await expect(page.getByRole('link', { name: messages.entrar })).toBeVisible()
  })

  test('without JavaScript the profile menu still opens and Sair still posts; the toast is in the page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await logIn(page)
    await page.getByText(messages.saudacao('Ana')).click()
    await expect(page.getByRole('link', { name: messages.menuMeuPerfil })).toBeVisible()
    await page.getByRole('button', { name: messages.sair }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.saiuDaConta })).toBeVisible()
    await expect(page.getByRole('link', { name: messages.entrar })).toBeVisible()
    await context.close()
  })
})

test('a dialog opened by URL links its route’s stylesheets in the head; a page links no other dialog’s', async ({
  request,
}) => {
  const stylesheets = async (path: string) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    return new Set(
      [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? ''),
    )
  }
  const ratingsPage = await stylesheets('/bella-napoli/avaliacoes')
  const landing = await stylesheets('/bella-napoli')
  const landingWithRatings = await stylesheets('/bella-napoli?dialog=avaliacoes')
  // the ratings' own styles (their stars), which the landing does not show
  const ratingsOwn = [...ratingsPage].filter((href) => !landing.has(href))
  expect(ratingsOwn.length).toBeGreaterThan(0)
  // the dialog served with the page is styled in the first byte, as the same route is as a page
  for (const href of ratingsPage) expect([...landingWithRatings]).toContain(href)
})

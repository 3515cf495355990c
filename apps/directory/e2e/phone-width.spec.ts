import { expect, test } from '@playwright/test'

// Every page of the directory on the phones diners hold (360, 390 and 412 px wide): the document is never wider
// than the screen (no sideways scrolling), and the page wakes up without a console error or a page error.

const PAGES = [
  '/',
  '/?nome=ACAI',
  '/prato/como-funciona',
  '/prato/seja-nosso-parceiro',
  '/prato/politica-privacidade',
  '/shopping/shopping-aurora',
]

test('every page fits a phone and wakes up without an error', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  let current = ''
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`))
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of PAGES) {
      current = `${path} at ${width} px`
      await page.goto(path, { waitUntil: 'networkidle' })
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      if (scrollWidth > innerWidth) problems.push(`${current}: ${scrollWidth} px wide`)
    }
  }
  expect(problems).toEqual([])
})

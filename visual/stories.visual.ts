// One test per story: the story is opened in the built Storybook, screenshotted in the default and the yellow
// tenant at 360 and 1280 px (and 768 px when tagged `visual-768`) and compared with visual/baselines, and checked
// with axe. A story that logs a console error, throws, or requests something that fails, fails too.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type IndexEntry = {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

const indexFile =
  process.env.VISUAL_INDEX ??
  fileURLToPath(new URL('../storybook-static/index.json', import.meta.url))
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'),
)

const visualTenants = ['default', 'yellow'] as const
const visualWidths = [360, 1280] as const
// A story tagged `visual-768` (a layout that changes at the tablet breakpoint, e.g. the menu's sections) is also
// screenshotted at 768 px. A tag, not a parameter: index.json lists a story's tags but not its parameters.
const tabletWidth = 768
const tabletTag = 'visual-768'

function widthsOf(story: IndexEntry): readonly number[] {
  return story.tags?.includes(tabletTag)
    ? [visualWidths[0], tabletWidth, visualWidths[1]]
    : visualWidths
}

// Rules that judge a whole page, not a component rendered alone in an iframe.
const pageLevelRules = [
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'bypass',
  'document-title',
]

// One page per worker: Storybook's bundle stays in the browser cache from story to story, which more than
// halves the time per story on a 2-core machine. Each test still loads its story afresh.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.VISUAL_BASE_URL ?? 'http://127.0.0.1:6106',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        viewport: { width: visualWidths[0], height: 740 },
      })
      context.setDefaultNavigationTimeout(30_000)
      context.setDefaultTimeout(15_000)
      const page = await context.newPage()
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

async function openStory(page: Page, id: string, tenant: string): Promise<void> {
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=tenant:${tenant}&visual=1`,
  )
  await page.waitForFunction(
    () => {
      type Preview = { currentRender?: { phase?: string } }
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview })
        .__STORYBOOK_PREVIEW__
      return (
        preview?.currentRender?.phase === 'finished' || preview?.currentRender?.phase === 'errored'
      )
    },
    undefined,
    { timeout: 30_000 },
  )
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))
  expect(failed, `story ${id} failed to render`).toBe(false)
  // A whole-page screenshot shows what a diner scrolling the page sees: what the browser skips while it is far
  // from the viewport (`content-visibility: auto`, the menu's cards) is drawn as it is once scrolled to.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await settle(page)
}

/**
 * Fonts loaded, every image in view decoded and every enhanced part running, so nothing pops in between two
 * screenshots. A lazy image that the browser has not started (a carousel slide off to the side) would never
 * decode: each wait is capped.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const capped = (promise: Promise<unknown>) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 3000))])
    await capped(document.fonts.ready)
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => capped(img.decode().catch(() => undefined))),
    )
    // A part enhanced after mount (the carousel, once Embla runs) says so with data-enhanced="true".
    await capped(
      new Promise<void>((resolve) => {
        const check = () =>
          document.querySelector('[data-enhanced="false"]') ? setTimeout(check, 50) : resolve()
        check()
      }),
    )
  })
}

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    // Legacy mode runs axe in the page itself. The default mode finishes every run in a fresh blank page,
    // which costs a second per call here; stories have no cross-origin frames that would need it.
    .setLegacyMode(true)
    .exclude('#storybook-docs')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .disableRules(pageLevelRules)
    .analyze()
  const problems: string[] = []
  for (const violation of axe.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
    const line = `axe ${violation.impact} ${violation.id} ${label}: ${violation.help} (${targets})`
    // Serious and critical violations fail the story; the rest are printed for the next person to fix.
    if (violation.impact === 'serious' || violation.impact === 'critical') problems.push(line)
    else console.info(`  ${line}`)
  }
  return problems
}

async function switchTenant(page: Page, tenant: string): Promise<void> {
  // Same page, new globals: Storybook re-renders the story in the other tenant without reloading the bundle.
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve) => {
        type Channel = {
          once: (event: string, listener: () => void) => void
          emit: (event: string, payload: unknown) => void
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__
        channel.once('storyRendered', () => resolve())
        channel.emit('updateGlobals', { globals: { tenant: value } })
      }),
    tenant,
  )
  await settle(page)
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    const problems: string[] = []
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
    }
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`)
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`)
    }
    // A story must not need the network: anything that cannot be fetched (no server, no internet) fails it.
    const onRequestFailed = (request: {
      url(): string
      failure(): { errorText: string } | null
    }) => {
      problems.push(
        `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
      )
    }
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    page.on('response', onResponse)
    page.on('requestfailed', onRequestFailed)
    const t0 = Date.now()
    const mark = (what: string) =>
      process.env.VISUAL_DEBUG && console.info(story.id, what, Date.now() - t0)
    try {
      for (const tenant of visualTenants) {
        await page.setViewportSize({ width: visualWidths[0], height: 740 })
        if (tenant === visualTenants[0]) await openStory(page, story.id, tenant)
        else await switchTenant(page, tenant)
        mark(`opened ${tenant}`)
        for (const width of widthsOf(story)) {
          if (width !== visualWidths[0]) {
            await page.setViewportSize({ width, height: 800 })
            await settle(page)
          }
          await expect
            .soft(page, `${tenant} ${width}px`)
            .toHaveScreenshot(`${story.id}--${tenant}-${width}.png`, { fullPage: true })
          mark(`screenshot ${tenant} ${width}`)
          // axe twice per story: the yellow tenant (the contrast stress test) on the phone layout, the default
          // tenant on the desktop layout, whose markup can differ (menus, full-screen dialogs).
          if (
            (tenant === 'yellow' && width === visualWidths[0]) ||
            (tenant !== 'yellow' && width === visualWidths[1])
          ) {
            problems.push(...(await axeProblems(page, `[${tenant} ${width}px]`)))
            mark(`axe ${tenant} ${width}`)
          }
        }
      }
      expect(problems, problems.join('\n')).toEqual([])
    } finally {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      page.off('response', onResponse)
      page.off('requestfailed', onRequestFailed)
    }
  })
}

/**
 * Docs pages a designer reads as pages (visual/docs-pages.json): the introduction, the foundations, and the
 * account dialogs (each dialog in a frame of its own). One screenshot each, default tenant at desktop width; their stories are
 * checked above.
 */
const docsPages = JSON.parse(
  readFileSync(fileURLToPath(new URL('./docs-pages.json', import.meta.url)), 'utf8'),
) as string[]

for (const id of docsPages.filter((docsId) => docsId in index.entries)) {
  test(`docs › ${index.entries[id]?.title}`, async ({ storyPage: page }) => {
    const problems: string[] = []
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`)
    page.on('pageerror', onPageError)
    try {
      await page.setViewportSize({ width: visualWidths[1], height: 800 })
      await page.goto(
        `/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=tenant:default&visual=1`,
      )
      await page.locator('.sbdocs-content').waitFor()
      // Stories shown in frames of their own (inline: false) render in nested previews, loaded lazily as they
      // scroll into view: bring each into view and wait for its story to finish rendering.
      for (const iframe of await page.locator('iframe').all()) {
        await iframe.scrollIntoViewIfNeeded()
        const frame = await (await iframe.elementHandle())?.contentFrame()
        await frame?.waitForFunction(() => {
          type Preview = { currentRender?: { phase?: string } }
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview })
            .__STORYBOOK_PREVIEW__
          return preview?.currentRender?.phase === 'finished'
        })
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await settle(page)
      await expect(page).toHaveScreenshot(`${id}--default-${visualWidths[1]}.png`, {
        fullPage: true,
        // A docs page is several screens tall: its screenshot takes longer than a story's on a busy machine.
        timeout: 30_000,
      })
      expect(problems, problems.join('\n')).toEqual([])
    } finally {
      page.off('pageerror', onPageError)
    }
  })
}

// One test per story and sample tenant: the story is opened in the built Storybook, screenshotted at 360 and
// 1280 px and compared with visual/baselines, and checked with axe at both widths. A story that logs a
// console error or throws fails too.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] }

const indexFile = process.env.VISUAL_INDEX ?? fileURLToPath(new URL('../storybook-static/index.json', import.meta.url))
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'),
)

const visualTenants = ['default', 'yellow'] as const
const visualWidths = [360, 1280] as const

// Rules that judge a whole page, not an isolated component rendered alone in an iframe.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass', 'document-title']

async function openStory(page: Page, id: string, tenant: string): Promise<void> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=tenant:${tenant}&visual=1`, {
    waitUntil: 'load',
  })
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__
      return preview?.currentRender?.phase === 'finished' || preview?.currentRender?.phase === 'errored'
    },
    undefined,
    { timeout: 30_000 },
  )
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))
  expect(failed, `story ${id} failed to render`).toBe(false)
  await settle(page)
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      Array.from(document.images)
        .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
    )
  })
}

for (const story of stories) {
  for (const tenant of visualTenants) {
    test(`${story.title} › ${story.name} [${tenant}]`, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

      await page.setViewportSize({ width: visualWidths[0], height: 740 })
      await openStory(page, story.id, tenant)

      for (const width of visualWidths) {
        if (width !== visualWidths[0]) {
          await page.setViewportSize({ width, height: 800 })
          await settle(page)
        }
        await expect.soft(page).toHaveScreenshot(`${story.id}--${tenant}-${width}.png`, { fullPage: true })

        const axe = await new AxeBuilder({ page })
          .exclude('#storybook-docs')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .disableRules(pageLevelRules)
          .analyze()
        const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        for (const violation of axe.violations) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
          const line = `axe ${violation.impact} ${violation.id} at ${width}px: ${violation.help} (${targets})`
          if (blocking.includes(violation)) problems.push(line)
          else console.info(`  ${story.id} [${tenant}] ${line}`)
        }
      }

      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

// Visual diffs and axe for every story of the built Storybook. Started by scripts/visual.mjs, which builds
// Storybook, serves storybook-static on VISUAL_BASE_URL and passes --update-snapshots when asked.
import { defineConfig } from '@playwright/test'
import { systemChromium } from '../tooling/playwright'

const baseURL = process.env.VISUAL_BASE_URL ?? 'http://127.0.0.1:6106'

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: '../test-results/visual',
  // Baselines are committed: visual/baselines/<story-id>--<tenant>-<width>.png.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  forbidOnly: !!process.env.CI,
  // A missing baseline is written locally (and the run passes) but fails in CI, where it means a story was
  // added without its baseline being committed.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/visual' }]]
    : [['list']],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing of text differs by a few pixels between runs of the same Chromium; anything larger
      // is a real change.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      stylePath: './screenshot.css',
    },
  },
  use: {
    // The page itself (locale, reduced motion, viewport) is a worker fixture in stories.visual.ts.
    baseURL,
    browserName: 'chromium',
    launchOptions: systemChromium([
      '--font-render-hinting=none',
      '--disable-font-subpixel-positioning',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ]),
  },
})

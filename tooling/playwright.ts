// What every Playwright run of the repository shares: the system Chromium (never a downloaded browser) with the
// flags that keep it quiet and offline, and the journeys' common settings.
import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test'

export function systemChromium(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  }
}

/** A Remix app's journeys: one worker (they share one sandbox database), Portuguese, traces kept on failure. */
export function journeysConfig(appUrl: string): PlaywrightTestConfig {
  return {
    testDir: './e2e',
    fullyParallel: false,
    workers: 1,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
    use: {
      baseURL: appUrl,
      locale: 'pt-BR',
      trace: 'retain-on-failure',
      launchOptions: systemChromium(),
    },
  }
}

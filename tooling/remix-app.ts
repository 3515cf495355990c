// The Vite and Vitest configuration both Remix apps share (the storefront and the directory): one set of Remix
// future flags, the workspace sources, vanilla-extract, the deferred islands' rules (their styles in the first byte, one per route), and the manifest
// the JS budgets read. An app's vite.config.ts / vitest.config.ts only says what is its own.
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { mergeConfig, type UserConfig } from 'vite'
import { defineConfig as defineTestConfig } from 'vitest/config'
import { deferredIslands } from './deferred-islands'
import { failOnConsoleError, vanillaExtractOptions, workspaceSource } from './vite-source'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export function remixAppConfig(own: { port: number } & UserConfig): UserConfig {
  const { port, ...rest } = own
  return mergeConfig(
    {
      plugins: [
        workspaceSource(),
        vanillaExtractPlugin(vanillaExtractOptions),
        remix({
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
            v3_singleFetch: true,
            v3_routeConfig: true,
          },
        }),
        deferredIslands(),
      ],
      // Vite's manifest (Remix moves it to build/.vite/, outside the served folder) is what the JS budgets and
      // the bench read to add up each route's first-load JavaScript.
      build: { target: 'es2022', manifest: true },
      server: { port },
    } satisfies UserConfig,
    rest,
  )
}

/**
 * The Remix plugin is left out on purpose: loaders and helpers are tested as plain modules, components through
 * createRemixStub.
 */
export function remixAppTestConfig() {
  return defineTestConfig({
    plugins: [workspaceSource(), vanillaExtractPlugin(vanillaExtractOptions)],
    test: {
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      environment: 'node',
      setupFiles: [failOnConsoleError],
      testTimeout: 15000,
    },
  })
}

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import {
  failOnConsoleError,
  vanillaExtractOptions,
  workspaceSource,
} from '../../tooling/vite-source'

// The Remix plugin is left out on purpose: route modules are tested as plain modules (loaders called directly,
// components through createRemixStub).
export default defineConfig({
  plugins: [workspaceSource(), vanillaExtractPlugin(vanillaExtractOptions)],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: [failOnConsoleError],
    testTimeout: 15000,
  },
})

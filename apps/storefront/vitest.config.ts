import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

// The Remix plugin is left out on purpose: route modules are tested as plain modules (loaders called directly,
// components through createRemixStub).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./app/test/setup.ts'],
    testTimeout: 15000,
  },
})

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Two shared cores: keep the worker count low so other engineers' checks are not starved.
    maxWorkers: 2,
    minWorkers: 1,
    // userEvent + axe per state take about a second each on an idle core; the budget leaves room for a busy one.
    testTimeout: 20_000,
  },
})

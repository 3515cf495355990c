import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import {
  failOnConsoleError,
  vanillaExtractOptions,
  workspaceSource,
} from '../../tooling/vite-source'

export default defineConfig({
  plugins: [workspaceSource(), vanillaExtractPlugin(vanillaExtractOptions), react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: [failOnConsoleError, './test/setup.ts'],
    // Two shared cores: keep the worker count low so other engineers' checks are not starved.
    maxWorkers: 2,
    minWorkers: 1,
    // userEvent + axe per state take about a second each on an idle core; the budget leaves room for a busy one.
    testTimeout: 20_000,
  },
})

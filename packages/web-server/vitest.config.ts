import { defineConfig } from 'vitest/config'
import { failOnConsoleError, workspaceSource } from '../../tooling/vite-source'

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: [failOnConsoleError],
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 30_000,
  },
})

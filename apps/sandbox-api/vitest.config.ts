import { defineConfig } from 'vitest/config'
import { failOnConsoleError, workspaceSource } from '../../tooling/vite-source'

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    setupFiles: [failOnConsoleError],
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
  },
})

import { defineConfig } from 'vitest/config'
import { failOnConsoleError, workspaceSource } from '../../tooling/vite-source'

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    setupFiles: [failOnConsoleError],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // The in-process sandbox test opens a SQLite database and seeds it; give it room on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

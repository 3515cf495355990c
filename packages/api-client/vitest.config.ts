import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // The in-process sandbox test opens a SQLite database and seeds it; give it room on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 30_000,
  },
})

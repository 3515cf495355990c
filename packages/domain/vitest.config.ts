import { defineConfig } from 'vitest/config'
import { failOnConsoleError, workspaceSource } from '../../tooling/vite-source'

export default defineConfig({
  plugins: [workspaceSource()],
  test: {
    setupFiles: [failOnConsoleError],
    include: ['src/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test-utils.ts',
        'src/index.ts',
        'src/forms/index.ts',
        'src/types.ts',
      ],
      reporter: ['text-summary', 'text', 'json-summary'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
})

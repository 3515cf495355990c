import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Runs after tooling/fail-on-console-error.ts, which fails a test on an unexpected console.error (an unmount
// below that logs one still counts: this hook runs before that file's check).
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

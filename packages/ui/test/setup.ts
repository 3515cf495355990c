import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error (React's act/key/DOM-nesting warnings, a failed render…) is a bug: the test that
// caused it fails. Errors are collected and reported after the test, because throwing from inside React's own
// logging would be swallowed or reported far from the cause. A test that expects one installs its own spy.
let unexpectedErrors: string[] = []

beforeEach(() => {
  unexpectedErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args.map(String).join(' '))
  })
})

afterEach(() => {
  cleanup()
  const errors = unexpectedErrors
  unexpectedErrors = []
  vi.restoreAllMocks()
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`)
})

// Listed first in every workspace's Vitest `setupFiles` (see vite-source.ts): an unexpected console.error
// (React's act/key/DOM-nesting warnings, a failed render, a logged server failure…) is a bug, and the test that
// caused it fails. Errors are collected and reported after the test, because throwing from inside React's own
// logging, or from a catch block, would be swallowed or reported far from the cause. A test that expects one
// installs its own spy (`vi.spyOn(console, 'error').mockImplementation(() => {})`), which replaces this one.
import { afterEach, beforeEach, vi } from 'vitest'

let unexpectedErrors: string[] = []
let errorSpy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  unexpectedErrors = []
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args.map(String).join(' '))
  })
})

afterEach(() => {
  const errors = unexpectedErrors
  unexpectedErrors = []
  errorSpy?.mockRestore()
  errorSpy = undefined
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`)
})

// Every unit test runs with NODE_ENV=test semantics and fails on an unexpected console.error (epic-stack habit).
import { afterEach, beforeEach, vi } from 'vitest'

let errorSpy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  errorSpy?.mockRestore()
})

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

// Every account story renders (inside its Remix stub) without an error: the stories are the screens' catalogue
// of states, so a broken one is a broken screen state.

afterEach(cleanup)

type StoryModule = {
  default: {
    title: string
    args?: Record<string, unknown>
    render: (args: Record<string, unknown>) => ReactElement
  }
} & Record<string, { args?: Record<string, unknown> } | unknown>

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true })

const cases = Object.values(modules).flatMap((mod) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({
      title: `${mod.default.title} / ${name}`,
      element: (
        (story as { render?: StoryModule['default']['render'] }).render ?? mod.default.render
      )({
        ...mod.default.args,
        ...(story as { args?: Record<string, unknown> }).args,
      }),
    })),
)

describe('account stories', () => {
  it('there is a story for every dialog', () => {
    expect(new Set(Object.values(modules).map((m) => m.default.title)).size).toBeGreaterThanOrEqual(
      10,
    )
  })

  it.each(cases)('$title renders', async ({ element }) => {
    render(element)
    // a page heading (h1) or a dialog title (h2)
    expect((await screen.findAllByRole('heading')).length).toBeGreaterThan(0)
  })
})

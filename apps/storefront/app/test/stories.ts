import { render } from '@testing-library/react'
import { createElement, type ComponentType, type ReactElement } from 'react'

/*
 * A feature's stories as unit tests: each renders (jsdom), and the states the specification names show what it
 * says. A test file passes its folder's story modules (`import.meta.glob('./*.stories.tsx', { eager: true })`).
 */

export type Story = {
  args?: Record<string, unknown>
  render?: (args: Record<string, unknown>) => ReactElement
}
export type StoryModule = {
  default: {
    title: string
    component: ComponentType<Record<string, unknown>>
    args?: Record<string, unknown>
    /** The file's render, for the stories without their own. */
    render?: (args: Record<string, unknown>) => ReactElement
    decorators?: Array<(story: () => ReactElement) => ReactElement>
  }
} & Record<string, Story | unknown>

export function storyRenderer(modules: Record<string, StoryModule>) {
  /** Renders one story by its file's title and its export's name, with its args and decorators. */
  function renderStory(title: string, name: string) {
    const mod = Object.values(modules).find((m) => m.default.title === title)
    if (!mod) throw new Error(`no story file titled ${title}`)
    const story = mod[name] as Story
    const args = { ...mod.default.args, ...story.args }
    const draw = story.render ?? mod.default.render
    const inner = () => (draw ? draw(args) : createElement(mod.default.component, args))
    const element = (mod.default.decorators ?? []).reduce<() => ReactElement>(
      (acc, d) => () => d(acc),
      inner,
    )()
    return render(element)
  }
  /** Every story of the modules, for `it.each`. */
  const all = Object.values(modules).flatMap((mod) =>
    Object.keys(mod)
      .filter((k) => k !== 'default')
      .map((name) => ({ title: mod.default.title, name })),
  )
  return { all, renderStory }
}

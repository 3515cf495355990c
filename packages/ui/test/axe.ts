import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe on a rendered container and fails with a readable list of violations. `color-contrast` is off:
 * jsdom does no layout or painting; contrast is covered by the theme's property test and the visual axe run.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  const messages = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  )
  expect(messages).toEqual([])
}

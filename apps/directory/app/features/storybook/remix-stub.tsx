import { createRemixStub } from '@remix-run/testing'
import type { ComponentType } from 'react'

/**
 * Stories render components that use Remix's `<Form>` and `<Link>`: a stub router gives them the context a
 * route would (and an action that accepts posts), without the Remix Vite plugin.
 */
export function withRemixStub(Story: ComponentType) {
  const Stub = createRemixStub([{ path: '/*', Component: () => <Story />, action: () => null }])
  return <Stub initialEntries={['/']} />
}

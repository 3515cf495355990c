import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteHandle } from '#app/lib/route-handle'
import { routeManifest } from '#app/test/route-manifest'
import { routePathOf, type RouteManifest } from '@prato/web-server/server'
import { dialogRegistryOf } from './dialog-registry.server'
import type { DialogRegistry } from './dialogs'

let routes: RouteManifest
let registry: DialogRegistry
beforeAll(async () => {
  routes = await routeManifest()
  registry = dialogRegistryOf(routes)
  // every route module is imported: slow on a busy machine
}, 60_000)

/**
 * The names the route files add to an interface by declaration merging (`DialogRoutes`, what `DialogName` is made
 * of; `TenantScreens`, what `screenPath` takes), by route id.
 */
function declaredNames(merged: 'DialogRoutes' | 'TenantScreens'): Map<string, string> {
  const names = new Map<string, string>()
  for (const route of Object.values(routes)) {
    if (!route || route.id === 'root') continue
    const file = fileURLToPath(new URL(`../${route.id}.tsx`, import.meta.url))
    const block = new RegExp(`interface ${merged} \\{([^}]*)\\}`).exec(
      readFileSync(file, 'utf8'),
    )?.[1]
    for (const [, name] of block?.matchAll(/'?([a-z-]+)'?: true/g) ?? []) names.set(name!, route.id)
  }
  return names
}

describe('the dialog registry is derived from the routes’ handles (issue 20 item 4)', () => {
  it('has every dialog a route’s handle declares, with the route’s id and its path below /{tenant}/', () => {
    const declared = Object.values(routes).flatMap((route) => {
      const dialog = (route?.module.handle as RouteHandle | undefined)?.dialog
      return route && dialog ? [[dialog.name, route.id] as const] : []
    })
    expect(declared.length).toBeGreaterThan(0)
    expect(Object.keys(registry).sort()).toEqual(declared.map(([name]) => name).sort())
    for (const [name, id] of declared) expect(registry[name]?.id).toBe(id)
    expect(registry.login).toMatchObject({
      id: 'routes/$tenant.conta.entrar',
      path: 'conta/entrar',
    })
    expect(registry.enderecos).toMatchObject({
      id: 'routes/$tenant.enderecos._index',
      path: 'enderecos',
    })
  })

  it('fails when a dialog route loses its handle: every name a route adds to DialogName has its handle.dialog', () => {
    const names = declaredNames('DialogRoutes')
    expect(names.size).toBeGreaterThan(0)
    const byName = new Map(Object.entries(registry))
    for (const [name, id] of names) expect({ name, id: byName.get(name)?.id }).toEqual({ name, id })
    expect([...names.keys()].sort()).toEqual(Object.keys(registry).sort())
  })

  it('refuses a dialog route with a param of its own, and a name declared twice', () => {
    const route = (id: string, path: string) => ({
      id,
      parentId: 'routes/$tenant',
      path,
      module: { handle: { dialog: { name: 'wifi', access: 'anyone', size: 'small', title: 'x' } } },
    })
    const base = { 'routes/$tenant': { id: 'routes/$tenant', path: ':tenant', module: {} } }
    expect(() => dialogRegistryOf({ ...base, a: route('a', 'wifi/:id') })).toThrow(/plain path/)
    expect(() =>
      dialogRegistryOf({ ...base, a: route('a', 'wifi'), b: route('b', 'wifi2') }),
    ).toThrow(/declared by a and b/)
  })

  it('the stories’ copy of the registry is the registry (`npx vitest run -u` rewrites it)', async () => {
    await expect(
      [
        '// Written by components/dialog-registry.test.ts from the routes’ handles: the registry the stories read.',
        "import type { DialogRegistry } from '#app/components/dialogs'",
        '',
        `export const STORY_DIALOGS: DialogRegistry = ${JSON.stringify(registry, null, 2)}`,
        '',
      ].join('\n'),
    ).toMatchFileSnapshot('../test/dialog-registry.snapshot.ts')
  })
})

describe('the tenant screens links name (TenantScreens, screenPath)', () => {
  it('each is declared by the route that answers that path below /{tenant}/', () => {
    const names = declaredNames('TenantScreens')
    expect(names.size).toBeGreaterThan(0)
    for (const [name, id] of names) {
      const route = routes[id]
      if (!route) throw new Error(`no route ${id}`)
      // an optional segment (`menu/:guiaId?`) leaves the screen's own path
      const path = routePathOf(route, routes)
        .split('/')
        .filter((segment) => segment !== ':tenant' && !segment.endsWith('?'))
        .join('/')
      expect({ id, path }).toEqual({ id, path: name })
    }
  })
})

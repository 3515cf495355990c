import { describe, expect, it } from 'vitest'
import {
  islandProblems,
  islandsOfEntries,
  type ModuleGraph,
} from '../../../tooling/deferred-islands'

/** A module graph as Rollup reports it: each module's static and dynamic imports. */
function graph(
  entries: string[],
  modules: Record<string, { imports?: string[]; dynamic?: string[] }>,
): ModuleGraph {
  const ids = Object.keys(modules)
  return {
    modules: ids,
    isEntry: (id) => entries.includes(id),
    staticImports: (id) => modules[id]?.imports ?? [],
    staticImporters: (id) => ids.filter((other) => modules[other]?.imports?.includes(id)),
    dynamicImports: (id) => modules[id]?.dynamic ?? [],
  }
}

// The shape of the storefront: the tenant layout reaches the shell's island through TenantShell; a menu route its
// own island beside it; the layout loads RouteDialog (not an island) only while a dialog is open.
const app = {
  '/app/routes/$tenant.tsx?__remix-build-client-route': { imports: ['/app/routes/$tenant.tsx'] },
  '/app/routes/$tenant.tsx': { imports: ['/app/features/shell/TenantShell.tsx'] },
  '/app/features/shell/TenantShell.tsx': {
    imports: ['/app/features/shell/deferred.tsx'],
    dynamic: ['/app/components/RouteDialog.tsx'],
  },
  '/app/features/shell/deferred.tsx': { dynamic: ['/app/features/shell/shell.lazy.tsx'] },
  '/app/features/shell/shell.lazy.tsx': { imports: ['/app/features/shell/HeaderActions.tsx'] },
  '/app/features/shell/HeaderActions.tsx': {},
  '/app/components/RouteDialog.tsx': { dynamic: ['/app/routes/$tenant.produto.tsx'] },
  '/app/routes/$tenant.produto.tsx': {},
  '/app/routes/$tenant.delivery.tsx?__remix-build-client-route': {
    imports: ['/app/routes/$tenant.delivery.tsx'],
  },
  '/app/routes/$tenant.delivery.tsx': {
    imports: ['/app/features/menu/MenuCards.tsx'],
    dynamic: ['/app/routes/$tenant.delivery.lazy.tsx'],
  },
  '/app/routes/$tenant.delivery.lazy.tsx': { imports: ['/app/features/menu/MenuSearch.tsx'] },
  '/app/features/menu/MenuSearch.tsx': { dynamic: ['/app/features/menu/search.lazy.tsx'] },
  '/app/features/menu/search.lazy.tsx': {},
  '/app/features/menu/MenuCards.tsx': { dynamic: ['/packages/ui/src/MapView.tsx'] },
  '/packages/ui/src/MapView.tsx': {},
}
const layout = '/app/routes/$tenant.tsx?__remix-build-client-route'
const delivery = '/app/routes/$tenant.delivery.tsx?__remix-build-client-route'

describe('deferred islands (DESIGN §7: one per route)', () => {
  it('counts, per route, the *.lazy.tsx modules its static imports load with import(), and nothing loaded later', () => {
    const islands = islandsOfEntries(graph([layout, delivery], app))
    expect(islands.get(layout)).toEqual(['/app/features/shell/shell.lazy.tsx'])
    // the island's own import() (search.lazy.tsx) loads after the island: not the route's first load
    expect(islands.get(delivery)).toEqual(['/app/routes/$tenant.delivery.lazy.tsx'])
    expect(islandProblems(graph([layout, delivery], app))).toEqual([])
  })

  it('fails a route that reaches two islands through its own modules, naming them', () => {
    const twoIslands = {
      ...app,
      '/app/features/menu/MenuCards.tsx': { dynamic: ['/app/features/menu/cards.lazy.tsx'] },
      '/app/features/menu/cards.lazy.tsx': {},
    }
    expect(islandProblems(graph([layout, delivery], twoIslands))).toEqual([
      '/app/routes/$tenant.delivery.tsx reaches 2 deferred islands on its first load (at most one per route: merge them): /app/features/menu/cards.lazy.tsx, /app/routes/$tenant.delivery.lazy.tsx',
    ])
  })

  it('fails an island imported statically (it would be in the first load, not deferred)', () => {
    const imported = {
      ...app,
      '/app/routes/$tenant.delivery.tsx': {
        imports: ['/app/routes/$tenant.delivery.lazy.tsx'],
      },
    }
    expect(islandProblems(graph([layout, delivery], imported))).toEqual([
      '/app/routes/$tenant.delivery.lazy.tsx is a deferred island, loaded only by import(), but /app/routes/$tenant.delivery.tsx imports it',
    ])
  })
})

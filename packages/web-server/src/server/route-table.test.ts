import { describe, expect, it } from 'vitest'
import { leanLoader } from './lean-routes'
import type { ServerLoadContext } from './load-context'
import { routeTableOf, type ManifestRoute, type RouteManifest } from './route-table'

const answer = leanLoader<ServerLoadContext>(async () => ({ status: 200, headers: {}, body: '' }))

const manifest = (...routes: ManifestRoute[]): RouteManifest =>
  Object.fromEntries(
    [
      { id: 'root', path: '', module: {} },
      { id: 'routes/$tenant', parentId: 'root', path: ':tenant', module: {} },
      ...routes,
    ].map((route) => [route.id, route]),
  )

describe('routeTableOf: what the server reads of the build’s routes', () => {
  const table = routeTableOf(
    manifest(
      {
        id: 'routes/$tenant.pedido.$id',
        parentId: 'routes/$tenant',
        path: 'pedido/:id',
        module: { handle: { personal: true } },
      },
      {
        id: 'routes/$tenant.pedido.$id.status',
        parentId: 'routes/$tenant.pedido.$id',
        path: 'status',
        module: { loader: answer },
      },
      {
        id: 'routes/$tenant.menu.($guia)',
        parentId: 'routes/$tenant',
        path: 'menu/:guia?',
        module: { loader: async () => null },
      },
      {
        id: 'routes/$tenant.perfil',
        parentId: 'routes/$tenant',
        path: 'perfil',
        module: { handle: { personal: true, uploadBytes: 5000 } },
      },
      {
        id: 'routes/$tenant.delivery',
        parentId: 'routes/$tenant',
        path: 'delivery',
        module: { handle: { sharedWithAnonymousVisitors: true } },
      },
    ),
  )

  it('a shared route’s page gives its params, decoded (the diner’s tenant); nothing else is shared', () => {
    expect(table.shared('/bella/delivery')).toEqual({ tenant: 'bella' })
    expect(table.shared('/bella%20n/Delivery')).toEqual({ tenant: 'bella n' })
    for (const path of ['/bella', '/bella/delivery/x', '/bella/perfil', '/%E0%A4%A/delivery'])
      expect(table.shared(path), path).toBeNull()
  })

  it('a lean loader is served on its whole path (its parents’ joined), with its params decoded', () => {
    expect(table.lean('/bella/pedido/7/status')?.params).toEqual({ tenant: 'bella', id: '7' })
    expect(table.lean('/bella%20n/pedido/7/status')?.params.tenant).toBe('bella n')
    expect(table.lean('/bella/PEDIDO/7/Status/')?.params.id).toBe('7')
    expect(table.lean('/bella/pedido/7/status')?.handler).toBe(answer.lean)
  })

  it('nothing else is lean: the page above, another path, an ordinary loader, an undecodable param', () => {
    for (const path of [
      '/bella/pedido/7',
      '/bella/pedido/7/status/x',
      '/bella/menu/3',
      '/bella/pedido/%E0%A4%A/status',
    ])
      expect(table.lean(path), path).toBeNull()
  })

  it('a personal route’s page, its .data and the paths below it are personal; others are not', () => {
    for (const path of [
      '/bella/pedido/7',
      '/bella/pedido/7.data',
      '/bella/pedido/7/status',
      '/bella/perfil',
    ])
      expect(table.personal(path), path).toBe(true)
    for (const path of ['/bella', '/bella.data', '/_root.data', '/bella/menu', '/bella/pedidos'])
      expect(table.personal(path), path).toBe(false)
    expect(table.personalRoutes.map((route) => route.id)).toEqual([
      'routes/$tenant.pedido.$id',
      'routes/$tenant.perfil',
    ])
  })

  it('the upload limit is the route’s own, for its page and its .data only', () => {
    expect(table.uploadBytes('/bella/perfil')).toBe(5000)
    expect(table.uploadBytes('/bella/perfil.data')).toBe(5000)
    expect(table.uploadBytes('/bella/perfil/x')).toBeUndefined()
    expect(table.uploadBytes('/bella/pedido/7')).toBeUndefined()
  })

  it('a lean loader on an optional or splat segment is refused when the table is built', () => {
    expect(() =>
      routeTableOf(
        manifest({
          id: 'routes/$tenant.x.$',
          parentId: 'routes/$tenant',
          path: 'x/*',
          module: { loader: answer },
        }),
      ),
    ).toThrow(/only plain and :param segments/)
  })
})

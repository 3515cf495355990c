import { describe, expect, it } from 'vitest'
import { measure, staticClosure } from './bench.mjs'

const manifest = {
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_lazy.js': { file: 'assets/lazy.js', imports: ['_vendor.js', '_lazydep.js'] },
  '_lazydep.js': { file: 'assets/lazydep.js' },
  'app/entry.client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'] },
  'app/root.tsx?__remix-build-client-route': {
    file: 'assets/root.js',
    imports: ['_vendor.js', '_shared.js'],
  },
  'app/routes/_index.tsx?__remix-build-client-route': {
    file: 'assets/index.js',
    imports: ['_shared.js'],
    dynamicImports: ['_lazy.js'],
  },
}

describe('bench', () => {
  it('walks static imports once each', () => {
    expect([...staticClosure(manifest, ['app/entry.client.tsx', '_shared.js'])].sort()).toEqual([
      '_shared.js',
      '_vendor.js',
      'app/entry.client.tsx',
    ])
  })

  it('adds entry, root and route with their static imports, counts their scripts; lazy chunks are counted apart', () => {
    const sizes = {
      'assets/vendor.js': 1000,
      'assets/shared.js': 100,
      'assets/lazy.js': 500,
      'assets/lazydep.js': 50,
      'assets/entry.js': 10,
      'assets/root.js': 20,
      'assets/index.js': 30,
    }
    const [row] = measure(manifest, (file) => sizes[file])
    expect(row).toEqual({
      route: '_index.tsx',
      initialBytes: 1000 + 100 + 10 + 20 + 30,
      // one request each: vendor, shared, entry, root, the route
      scripts: 5,
      lazyBytes: 550,
    })
  })
})

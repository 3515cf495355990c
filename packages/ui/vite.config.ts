// Library build for publishing @prato/ui: ESM with the compiled vanilla-extract CSS in one `dist/style.css`.
// Inside the monorepo nothing uses this output (apps import the sources); it exists for `changeset publish`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { vanillaExtractOptions, workspaceSource } from '../../tooling/vite-source'

const root = fileURLToPath(new URL('.', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const externalPackages = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

// The map is its own entry so MapLibre is only downloaded by the pages that show a map.
const mapEntry = 'src/components/MapView/index.ts'

const hasMap = existsSync(`${root}${mapEntry}`)

/**
 * `tsc --emitDeclarationOnly` (run after this build) mirrors `src/`, so `./map`'s declared types path
 * (`dist/map.d.ts`, see publishConfig) needs a one-line re-export.
 */
const mapTypes = (): Plugin => ({
  name: 'prato-map-types',
  closeBundle() {
    if (hasMap)
      writeFileSync(`${root}dist/map.d.ts`, "export * from './components/MapView/index'\n")
  },
})

export default defineConfig({
  plugins: [workspaceSource(), vanillaExtractPlugin(vanillaExtractOptions), react(), mapTypes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: `${root}src/index.ts`,
        'theme/index': `${root}src/theme/index.ts`,
        ...(hasMap ? { map: `${root}${mapEntry}` } : {}),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: isExternal,
      // Chunk names would otherwise come from whichever module is first (e.g. 'a11y.css.ts.vanilla').
      output: { chunkFileNames: 'chunks/shared-[hash].js' },
    },
  },
})

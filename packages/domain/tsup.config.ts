import { defineConfig } from 'tsup'

// Entries: the whole package, the catalogue alone (`@prato/domain/messages`) so browser code can import single
// texts, the form schemas alone (`@prato/domain/forms`: the browser loads them, with zod, only to validate), and each catalogue group module, so a published build keeps the groups apart as the source does (a
// bundler never splits a module: one shared chunk would make a page load every used text of every group).
export default defineConfig({
  entry: ['src/index.ts', 'src/messages.ts', 'src/forms/index.ts', 'src/texts/*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
})

import { defineConfig } from 'tsup'

// Two entries: the whole package, and the catalogue alone (`@prato/domain/messages`) so browser code
// can import single texts; shared code goes to a common chunk.
export default defineConfig({
  entry: { index: 'src/index.ts', messages: 'src/messages.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
})

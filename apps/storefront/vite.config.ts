import { defineConfig } from 'vite'
import { manualChunks } from '../../tooling/first-load-chunks'
import { remixAppConfig } from '../../tooling/remix-app'

export default defineConfig(({ isSsrBuild }) =>
  remixAppConfig({
    port: 3000,
    // the browser's chunks only: the server loads its modules from disk once
    ...(isSsrBuild ? {} : { build: { rollupOptions: { output: { manualChunks } } } }),
  }),
)

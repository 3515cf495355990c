import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { vanillaExtractOptions, workspaceSource } from '../../tooling/vite-source'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    workspaceSource(),
    vanillaExtractPlugin(vanillaExtractOptions),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
  // The bench reads the client manifest to add up each route's initial JavaScript.
  build: { target: 'es2022', manifest: true },
  server: { port: 3100 },
})

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
  // keep Vite's manifest (Remix moves it to build/.vite/, outside the served folder) for the bundle budgets
  build: { target: 'es2022', manifest: true },
  server: { port: 3000 },
})

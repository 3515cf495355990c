// The server build the Remix Vite plugin makes (what server.js imports from build/server): read by
// components/dialog-registry.server.ts under `remix vite:dev`, which has no server of ours to hand it over.
declare module 'virtual:remix/server-build' {
  import type { ServerBuild } from '@remix-run/node'
  export const routes: ServerBuild['routes']
}

import { existsSync } from 'node:fs'
import path from 'node:path'

/** The journeys run against the production build; turbo builds it first (`e2e` dependsOn `build`). */
export default function globalSetup(): void {
  const server = path.join(import.meta.dirname, '..', 'build', 'server', 'index.js')
  if (!existsSync(server)) {
    throw new Error('The storefront is not built. Run `npm run build -w @prato/storefront` (turbo does it before e2e).')
  }
}

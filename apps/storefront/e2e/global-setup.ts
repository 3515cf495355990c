import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The journeys run against the production build; turbo builds it first (`e2e` dependsOn `build`). The returned
 * teardown removes the run's temporary folder (sandbox database, disk sessions).
 */
export default function globalSetup(): () => void {
  const server = path.join(import.meta.dirname, '..', 'build', 'server', 'index.js')
  if (!existsSync(server)) {
    throw new Error(
      'The storefront is not built. Run `npm run build -w @prato/storefront` (turbo does it before e2e).',
    )
  }
  return () => {
    const tmp = process.env.PRATO_E2E_TMP
    if (tmp && path.basename(tmp).startsWith('prato-storefront-e2e-'))
      rmSync(tmp, { recursive: true, force: true })
  }
}

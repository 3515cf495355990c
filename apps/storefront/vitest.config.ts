import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import { remixAppTestConfig } from '../../tooling/remix-app'

export default mergeConfig(remixAppTestConfig(), {
  test: { setupFiles: ['./app/test/setup.ts'] },
  resolve: {
    // the server build's routes, for the dialog registry (app/components/dialog-registry.server.ts)
    alias: {
      'virtual:remix/server-build': fileURLToPath(
        new URL('./app/test/server-build.ts', import.meta.url),
      ),
    },
  },
})

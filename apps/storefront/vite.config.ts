import { defineConfig } from 'vite'
import { clientLazyStyles } from '../../tooling/client-lazy-styles'
import { remixAppConfig } from '../../tooling/remix-app'

export default defineConfig(remixAppConfig({ port: 3000, plugins: [clientLazyStyles()] }))

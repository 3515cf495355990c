import { defineConfig } from 'vite'
import { remixAppConfig } from '../../tooling/remix-app'

export default defineConfig(remixAppConfig({ port: 3000 }))

import { defineConfig } from 'vite'
import { remixAppConfig } from '../../tooling/remix-app'

// The bench's yardstick: a one-route Remix page built like the apps (same Remix flags, same Vite).
export default defineConfig(remixAppConfig({ port: 3970 }))

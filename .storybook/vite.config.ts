// Storybook's own Vite config. It is deliberately minimal (the vanilla-extract plugin is added in main.ts's
// viteFinal): pointing Storybook here keeps it from loading any app's vite.config.ts with the Remix plugin.
import { defineConfig } from 'vite'

export default defineConfig({})

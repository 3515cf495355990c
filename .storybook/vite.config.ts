// Storybook's own Vite config. It is deliberately minimal (the vanilla-extract plugin is added in main.ts's
// viteFinal): pointing Storybook here keeps it from loading any app's vite.config.ts with the Remix plugin. The
// workspace-source plugin is here rather than in viteFinal because vanilla-extract's compiler reads this file.
import { defineConfig } from 'vite'
import { workspaceSource } from '../tooling/vite-source'

export default defineConfig({ plugins: [workspaceSource()] })

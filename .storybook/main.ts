// One Storybook for @prato/ui and the app screens. It lives at the repository root but its packages are
// installed in packages/ui (npm nested them there because of esbuild), so every addon and the framework are
// resolved from that workspace and handed to Storybook as absolute paths.
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import type { Plugin } from 'vite'
import { vanillaExtractOptions } from '../tooling/vite-source'

const uiPackageJson = fileURLToPath(new URL('../packages/ui/package.json', import.meta.url))
const requireFromUi = createRequire(uiPackageJson)
const packageDir = (name: string): string => dirname(requireFromUi.resolve(`${name}/package.json`))

// Storybook's generated entry modules import `storybook/...` and `@storybook/...`; Vite would look for them from
// the repository root, where they are not installed. Resolve those imports as if made from packages/ui.
const storybookFromUi: Plugin = {
  name: 'prato:storybook-from-ui',
  enforce: 'pre',
  async resolveId(source, _importer, options) {
    if (!/^(storybook|@storybook\/)/.test(source)) return null
    return this.resolve(source, uiPackageJson, { ...options, skipSelf: true })
  },
}

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    './docs/*.stories.tsx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/*/app/**/*.stories.@(ts|tsx)',
  ],
  addons: [packageDir('@storybook/addon-docs'), packageDir('@storybook/addon-a11y')],
  framework: {
    name: packageDir('@storybook/react-vite') as '@storybook/react-vite',
    options: {
      // A dedicated, almost empty Vite config: Storybook must never pick up an app's vite.config.ts,
      // whose Remix plugin cannot run inside Storybook.
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from the TypeScript types (react-docgen, the default, shows `variant` as `unknown[number]` for a
  // type derived from a const array). Only the props our code declares are listed, not the hundreds a component
  // inherits from the DOM's attribute types.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      include: ['packages/ui/src/**/*.tsx', 'apps/*/app/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/node_modules/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin')
    return mergeConfig(viteConfig, {
      plugins: [storybookFromUi, vanillaExtractPlugin(vanillaExtractOptions)],
      build: {
        // Storybook's own bundles are large by nature; the app budgets are measured elsewhere.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          onwarn(warning, warn) {
            // Radix ships "use client" directives, meaningless in a client-only bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
            warn(warning)
          },
        },
      },
    })
  },
}

export default config

// Inside the monorepo every `@prato/*` package is used from its sources: each package's `exports` lists a
// custom `@prato/source` condition before the `types`/`default` that point at `dist` (what a published tarball
// has). tsc reads the condition from tsconfig.json's `customConditions`; every Vite-based tool (the apps'
// builds and dev servers, Vitest, Storybook) gets it from this plugin, for the browser and the server alike.
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite'

export const sourceCondition = '@prato/source'

const pluginName = 'prato:workspace-source'

export function workspaceSource(): Plugin {
  return {
    name: pluginName,
    config: () => ({
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
      ssr: {
        resolve: {
          conditions: [sourceCondition, ...defaultServerConditions],
          externalConditions: [sourceCondition, 'node'],
        },
      },
    }),
  }
}

/**
 * vanilla-extract evaluates `.css.ts` files in a Vite server of its own, which keeps only the plugins this filter
 * lets through: `vanillaExtractPlugin(vanillaExtractOptions)` wherever `workspaceSource()` is used, so a style
 * file importing `@prato/ui/theme` also reads the sources.
 */
export const vanillaExtractOptions = {
  unstable_pluginFilter: ({ name }: { name: string }) => name === pluginName,
}

/**
 * The one Vitest setup every package and app lists first: an unexpected `console.error` fails the test that
 * caused it.
 */
export const failOnConsoleError = fileURLToPath(
  new URL('./fail-on-console-error.ts', import.meta.url),
)

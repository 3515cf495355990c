// One flat config for every workspace; each package runs `eslint .` and finds this file.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import path from 'node:path'

// The storefront's features stand side by side (issue 20 §6): a feature imports `app/components`, `app/lib`,
// `app/test` (its stories and tests), its own folder and the packages — never another feature; `app/lib`,
// `app/components` and `app/test` import no feature. What two features share moves down to one of those.
const storefrontApp = path.join(import.meta.dirname, 'apps/storefront/app')
const storefrontFeatures = readdirSync(path.join(storefrontApp, 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = [
  ...storefrontFeatures.map((feature) => ({
    target: path.join(storefrontApp, 'features', feature),
    from: path.join(storefrontApp, 'features'),
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what both need to app/components, app/lib or app/test.',
  })),
  ...['lib', 'components', 'test'].map((base) => ({
    target: path.join(storefrontApp, base),
    from: [path.join(storefrontApp, 'features'), path.join(storefrontApp, 'routes')],
    message: `app/${base} is shared by every feature and imports none (nor a route).`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/src/generated/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // `@prato/source` first, as in tsconfig.json: inside the workspace the packages resolve to their sources.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          conditionNames: ['@prato/source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // DESIGN §7, docs/decisions/0036: a route's deferred parts come from its one island, a `*.lazy.tsx` module that
    // each clientLazy() names in its import(): the build counts islands by that module id. The route dialog layer
    // (RouteDialog, which shows route modules, and the shell that loads it while a dialog is open) is the other use.
    files: ['apps/*/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/storefront/app/components/RouteDialog.tsx',
      'apps/storefront/app/features/shell/TenantShell.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='clientLazy'] ImportExpression:not([source.value=/\\.lazy$/]), CallExpression[callee.name='clientLazy']:not(:has(ImportExpression))",
          message:
            "A deferred part comes from its route's island: clientLazy(() => import('./<name>.lazy').then((m) => m.default.Part)).",
        },
      ],
    },
  },
  {
    files: ['**/scripts/**', '**/*.bench.ts', '**/bench/**', '**/*.config.{js,ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
)

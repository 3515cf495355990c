// Every story renders inside the tenant theme chosen in the toolbar (the variables go on <html>, exactly as
// the apps do, so portals — dialogs, toasts, menus — inherit them) and inside PratoProvider.
import { useLayoutEffect } from 'react'
import type { Decorator, Preview } from '@storybook/react-vite'
import {
  createTenantTheme,
  defaultThemeClass,
  sampleTenants,
  tenantThemeStyle,
  vars,
} from '../packages/ui/src/theme'
import { PratoProvider } from '../packages/ui/src/provider/PratoProvider'
import { chromaticModes, tenantNames, tenantTitles, viewports, type TenantName } from './modes'

// A visual run (`npm run visual` adds ?visual=1; Chromatic identifies itself in the user agent) must render
// the same pixels every time: no animations, no transitions, no blinking caret, and components that honour
// prefers-reduced-motion (the carousel's autoplay) behave as if the user asked for it.
const isVisualRun =
  typeof window !== 'undefined' &&
  (new URLSearchParams(window.location.search).get('visual') === '1' ||
    /Chromatic/i.test(window.navigator.userAgent))

if (isVisualRun) {
  const style = document.createElement('style')
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}'
  document.head.appendChild(style)
  const matchMedia = window.matchMedia.bind(window)
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return matchMedia(query)
    const reduce = query.includes('reduce')
    return { ...matchMedia(query), matches: reduce, media: query } as MediaQueryList
  }
}

// Every story is set in the design system's type, not in whatever the browser's default font happens to be on
// the machine that draws it (that default differs between machines, and it is never what a diner sees). Zero
// specificity, so an app's global styles (below) still win for its own stories.
if (typeof document !== 'undefined') {
  const base = document.createElement('style')
  base.id = 'prato-story-base'
  base.textContent = `:where(body){font-family:${vars.font.family.body}}`
  document.head.prepend(base)
}

const appliedProperties = new Set<string>()

function applyTenant(name: TenantName): void {
  const root = document.documentElement
  root.classList.add(defaultThemeClass)
  for (const property of appliedProperties) root.style.removeProperty(property)
  appliedProperties.clear()
  const style = tenantThemeStyle(createTenantTheme(sampleTenants[name]))
  for (const [property, value] of Object.entries(style)) {
    if (typeof value !== 'string') continue
    root.style.setProperty(property, value)
    appliedProperties.add(property)
  }
  root.lang = 'pt-BR'
}

function isTenantName(value: unknown): value is TenantName {
  return typeof value === 'string' && (tenantNames as readonly string[]).includes(value)
}

/**
 * An app's stories wear the app's global styles (its font stack and resets), as its pages do; the design
 * system's own stories do not, since it ships none. The storefront's are plain CSS, applied while one of its
 * stories is shown; the directory's are a vanilla-extract module (its components import it too).
 */
const appGlobalStyles = {
  storefront: async () => {
    const { default: css } = await import('../apps/storefront/app/styles/global.css?inline')
    return css
  },
  directory: async () => {
    await import('../apps/directory/app/styles/global.css')
    return ''
  },
} satisfies Record<string, () => Promise<string>>

async function applyAppGlobalStyles(fileName: unknown): Promise<void> {
  const app = typeof fileName === 'string' ? /\/apps\/([^/]+)\//.exec(fileName)?.[1] : undefined
  const load =
    app && app in appGlobalStyles ? appGlobalStyles[app as keyof typeof appGlobalStyles] : undefined
  const css = load ? await load() : ''
  let element = document.getElementById('prato-app-global-styles')
  if (!element) {
    element = document.createElement('style')
    element.id = 'prato-app-global-styles'
    document.head.appendChild(element)
  }
  element.textContent = css
}

const withTenant: Decorator = (Story, context) => {
  const tenant = isTenantName(context.globals.tenant) ? context.globals.tenant : 'default'
  // Applied during render, not only in an effect, so the very first paint already wears the tenant.
  if (typeof document !== 'undefined') applyTenant(tenant)
  useLayoutEffect(() => applyTenant(tenant), [tenant])
  return (
    <PratoProvider>
      <Story />
    </PratoProvider>
  )
}

const preview: Preview = {
  decorators: [withTenant],
  loaders: [({ parameters }) => applyAppGlobalStyles(parameters.fileName)],
  globalTypes: {
    tenant: {
      description: 'Restaurante de exemplo (tema)',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: tenantNames.map((value) => ({ value, title: tenantTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'default' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true },
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
    docs: { codePanel: true },
    options: {
      storySort: { order: ['Introdução', 'Fundamentos', 'UI', 'Storefront', 'Diretório'] },
    },
  },
  tags: ['autodocs'],
}

export default preview

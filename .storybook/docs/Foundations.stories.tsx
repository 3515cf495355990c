// The design system's foundations for designers, drawn from the code that the apps run: each sample tenant's
// palette as `createTenantTheme` derives it, with the WCAG contrast of every text/background pair the components
// draw (`themeContrastPairs`), and the type scale, spacing and radii of `defaultTokens`. These are stories (not
// only MDX) so the visual tests keep a baseline of them; Foundations.mdx lays them out as a page.
import type { CSSProperties, ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  colorRoles,
  contrastRatio,
  createTenantTheme,
  defaultTokens,
  fontSizes,
  fontWeights,
  lineHeights,
  radiusScale,
  sampleTenantBrands,
  sampleTenants,
  spaceScale,
  themeContrastPairs,
  type SampleTenant,
} from '../../packages/ui/src/theme'
import { tenantTitles } from '../modes'

// Plain colours for the page itself, so it reads the same whichever tenant the toolbar picks.
const ink = '#1c1c1f'
const muted = '#5b5b66'
const line = '#dcdce1'

const page: CSSProperties = {
  color: ink,
  fontFamily: defaultTokens.font.family.body,
  maxWidth: 1100,
}
const cell: CSSProperties = {
  borderBottom: `1px solid ${line}`,
  padding: '6px 8px',
  textAlign: 'left',
}
const code: CSSProperties = { fontFamily: defaultTokens.font.family.mono, fontSize: 13 }

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 40 }}>
      <h2 style={{ fontSize: 22, margin: '0 0 12px' }}>{title}</h2>
      {children}
    </section>
  )
}

const ratio = (value: number) => `${value.toFixed(2).replace('.', ',')}:1`

function TenantPalette({ name }: { name: SampleTenant }) {
  const theme = createTenantTheme(sampleTenants[name])
  const brand = sampleTenantBrands[name]
  return (
    <Section title={tenantTitles[name]}>
      <p style={{ color: muted, margin: '0 0 12px' }}>
        Cor informada: <code style={code}>{brand ?? '(nenhuma)'}</code>
      </p>
      <ul
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          listStyle: 'none',
          margin: '0 0 16px',
          padding: 0,
        }}
      >
        {colorRoles.map((role) => (
          <li key={role} style={{ alignItems: 'center', display: 'flex', gap: 8 }}>
            <span
              aria-hidden
              style={{
                background: theme[role],
                border: `1px solid ${line}`,
                borderRadius: 8,
                flex: '0 0 32px',
                height: 32,
              }}
            />
            <span style={{ fontSize: 13, lineHeight: 1.3 }}>
              {role}
              <br />
              <code style={{ ...code, color: muted }}>{theme[role]}</code>
            </span>
          </li>
        ))}
      </ul>
      <table style={{ borderCollapse: 'collapse', fontSize: 14, width: '100%' }}>
        <caption
          style={{ captionSide: 'top', color: muted, padding: '0 0 6px', textAlign: 'left' }}
        >
          Contraste de cada par texto/fundo (mínimo WCAG 2.2 AA: 4,5:1 para texto, 3:1 para bordas e
          foco)
        </caption>
        <thead>
          <tr>
            <th style={cell}>Par</th>
            <th style={cell}>Amostra</th>
            <th style={cell}>Contraste</th>
            <th style={cell}>Mínimo</th>
          </tr>
        </thead>
        <tbody>
          {themeContrastPairs(theme).map(([pair, foreground, background, minimum]) => {
            const value = contrastRatio(foreground, background)
            return (
              <tr key={pair}>
                <td style={{ ...cell, ...code }}>{pair}</td>
                <td style={cell}>
                  {minimum >= 4.5 ? (
                    <span
                      style={{ background, borderRadius: 4, color: foreground, padding: '2px 8px' }}
                    >
                      Pedir agora
                    </span>
                  ) : (
                    // A 3:1 pair is drawn as what it is (a border), not as text it would not be legible as.
                    <span
                      aria-hidden
                      style={{
                        background,
                        border: `3px solid ${foreground}`,
                        borderRadius: 4,
                        display: 'inline-block',
                        height: 20,
                        width: 64,
                      }}
                    />
                  )}
                </td>
                <td style={cell}>
                  {ratio(value)} {value >= minimum ? '✓' : '✗'}
                </td>
                <td style={cell}>{ratio(minimum)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Section>
  )
}

const meta = {
  title: 'Fundamentos',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Every sample tenant's derived palette and the contrast of every pair the components draw. */
export const Paleta: Story = {
  render: () => (
    <div style={page}>
      {(Object.keys(sampleTenants) as SampleTenant[]).map((name) => (
        <TenantPalette key={name} name={name} />
      ))}
    </div>
  ),
}

/** Sizes, weights and line heights (`vars.font.*`); system fonts only, no web font is downloaded. */
export const Tipografia: Story = {
  render: () => (
    <div style={page}>
      <Section title="Tamanhos">
        {[...fontSizes].reverse().map((size) => (
          <p
            key={size}
            style={{
              fontSize: defaultTokens.font.size[size],
              lineHeight: 1.25,
              margin: '0 0 12px',
            }}
          >
            <code style={{ ...code, color: muted, display: 'inline-block', width: 150 }}>
              {size} · {defaultTokens.font.size[size]}
            </code>
            Pizza margherita
          </p>
        ))}
      </Section>
      <Section title="Pesos">
        {fontWeights.map((weight) => (
          <p
            key={weight}
            style={{ fontWeight: Number(defaultTokens.font.weight[weight]), margin: '0 0 8px' }}
          >
            <code
              style={{
                ...code,
                color: muted,
                display: 'inline-block',
                fontWeight: 400,
                width: 150,
              }}
            >
              {weight} · {defaultTokens.font.weight[weight]}
            </code>
            Entrega grátis acima de R$ 50,00
          </p>
        ))}
      </Section>
      <Section title="Entrelinha">
        {lineHeights.map((height) => (
          <p
            key={height}
            style={{
              lineHeight: defaultTokens.font.lineHeight[height],
              margin: '0 0 16px',
              maxWidth: 420,
            }}
          >
            <code style={{ ...code, color: muted }}>
              {height} · {defaultTokens.font.lineHeight[height]}
            </code>
            <br />
            Massa de fermentação natural, molho de tomate italiano, muçarela de búfala e manjericão
            fresco.
          </p>
        ))}
      </Section>
      <Section title="Famílias">
        <p style={{ margin: '0 0 8px' }}>
          <code style={{ ...code, color: muted }}>body</code> {defaultTokens.font.family.body}
        </p>
        <p style={{ margin: 0 }}>
          <code style={{ ...code, color: muted }}>mono</code>{' '}
          <span style={code}>{defaultTokens.font.family.mono}</span>
        </p>
      </Section>
    </div>
  ),
}

/** The spacing scale (`vars.space.*`) and the corner radii (`vars.radius.*`). */
export const EspacamentoERaios: Story = {
  name: 'Espaçamento e raios',
  render: () => (
    <div style={page}>
      <Section title="Espaçamento">
        {spaceScale.map((space) => (
          <div
            key={space}
            style={{ alignItems: 'center', display: 'flex', gap: 12, marginBottom: 8 }}
          >
            <code style={{ ...code, color: muted, width: 130 }}>
              {space} · {defaultTokens.space[space]}
            </code>
            <span
              aria-hidden
              style={{ background: '#0b5cad', height: 16, width: defaultTokens.space[space] }}
            />
          </div>
        ))}
      </Section>
      <Section title="Raios">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {radiusScale.map((radius) => (
            <div key={radius} style={{ textAlign: 'center' }}>
              <span
                aria-hidden
                style={{
                  border: `2px solid ${muted}`,
                  borderRadius: defaultTokens.radius[radius],
                  display: 'block',
                  height: 64,
                  marginBottom: 4,
                  width: 64,
                }}
              />
              <code style={{ ...code, color: muted }}>
                {radius} · {defaultTokens.radius[radius]}
              </code>
            </div>
          ))}
        </div>
      </Section>
    </div>
  ),
}

import { cardapio, indiceCardapio } from '@prato/domain/messages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DaySuggestions, MenuIndex, MenuResults, MenuSections } from './MenuSections'
import * as pageStyles from '#app/components/page.css'
import * as styles from './menu.css'
import { deliveryMenu, productHref } from './story-support'

/**
 * The menu's sections (001 §2) with Bella Napoli's delivery menu from the sandbox: the day suggestions, each group
 * with its categories, counts and product cards (one column on a phone, two from 768 px), the index beside the
 * table menu, and the empty result of a search. Checked at 360, 768 and 1280 px (`visual-768`).
 */
const meta = {
  title: 'Storefront/Cardápio/Seções',
  component: MenuSections,
  tags: ['visual-768'],
  args: { groups: deliveryMenu.groups, productHref },
  parameters: { layout: 'fullscreen' },
  // The cards below the first few load their image lazily, when scrolled near: scroll to each, as a diner
  // would, so a full-page screenshot shows every image instead of the empty boxes far below the fold.
  play: async ({ canvasElement }) => {
    for (const image of Array.from(canvasElement.querySelectorAll('img'))) {
      image.scrollIntoView({ block: 'center' })
      await image.decode().catch(() => undefined)
    }
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0)
  },
} satisfies Meta<typeof MenuSections>

export default meta
type Story = StoryObj<typeof meta>

/** The delivery page's menu: 'Sugestões do dia', then every group (the search and the chips are left out). */
export const Delivery: Story = {
  render: (args) => (
    <main className={pageStyles.page}>
      <h1 className={pageStyles.title}>{cardapio}</h1>
      <DaySuggestions products={deliveryMenu.suggestions} productHref={args.productHref} />
      <MenuResults groups={args.groups} query="" productHref={args.productHref} />
    </main>
  ),
}

/** The table menu's layout: from 768 px the index of groups and categories beside the sections. */
export const ComIndice: Story = {
  render: (args) => (
    <main className={pageStyles.page}>
      <h1 className={pageStyles.title}>{cardapio}</h1>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={indiceCardapio}>
          <MenuIndex groups={args.groups} />
        </aside>
        <div className={styles.content}>
          <MenuSections {...args} />
        </div>
      </div>
    </main>
  ),
}

/** One suggestion: 'Sugestão do dia'. */
export const UmaSugestao: Story = {
  render: (args) => (
    <main className={pageStyles.page}>
      <DaySuggestions
        products={deliveryMenu.suggestions.slice(0, 1)}
        productHref={args.productHref}
      />
    </main>
  ),
}

/** A search that matched nothing: the empty state says what was searched. */
export const BuscaSemResultado: Story = {
  render: (args) => (
    <main className={pageStyles.page}>
      <MenuResults groups={[]} query="  calzone  " productHref={args.productHref} />
    </main>
  ),
}

/** The index alone (the drawer's content on a phone): each group, its categories and their counts. */
export const Indice: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <nav aria-label={indiceCardapio} style={{ maxWidth: '16rem' }}>
      <MenuIndex groups={args.groups} />
    </nav>
  ),
}

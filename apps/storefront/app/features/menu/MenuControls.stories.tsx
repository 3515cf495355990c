import type { Meta, StoryObj } from '#app/test/storybook'
import { GroupChips } from './GroupChips'
import { MenuSearch } from './MenuSearch'
import { SearchStatus } from './SearchStatus'
import { CategoryFilter, GuideSelect, IndexDrawer } from './TableMenuControls'
import { RemixStory, TENANT } from '#app/test/story-support'
import { deliveryMenu } from './story-support'
import * as pageStyles from '#app/components/page.css'
import * as styles from './menu.css'

const menuPath = `/${TENANT}/menu`
const guides = [
  { id: 1, nome: 'Cardápio do Almoço' },
  { id: 2, nome: 'Carta de Vinhos' },
]

/** The menus' controls, each in the state a diner meets it (001 §2). */
function Controls({
  query,
  guiaId,
  categoryId,
  drawerOpen,
}: {
  query: string
  guiaId: number | null
  categoryId: number | null
  drawerOpen: boolean
}) {
  const groups = deliveryMenu.groups
  return (
    <RemixStory url={menuPath}>
      <div className={pageStyles.page}>
        <div className={styles.content}>
          <GuideSelect
            action={menuPath}
            guides={guides}
            guiaId={guiaId}
            hrefOf={(id) => (id === null ? menuPath : `${menuPath}/${id}`)}
          />
          <CategoryFilter groups={groups} categoryId={categoryId} onCategory={() => undefined} />
          <MenuSearch action={menuPath} query={query} onQuery={() => undefined} />
        </div>
        <SearchStatus hits={query ? 1 : null} />
        <div className={styles.mobileTools}>
          <GroupChips groups={groups} />
          <IndexDrawer groups={groups} open={drawerOpen} onOpenChange={() => undefined} />
        </div>
      </div>
    </RemixStory>
  )
}

const meta = {
  title: 'Storefront/Cardápio/Controles',
  component: Controls,
  args: { query: '', guiaId: null, categoryId: null, drawerOpen: false },
} satisfies Meta<typeof Controls>

export default meta
type Story = StoryObj<typeof meta>

/** 'Cardápio Completo', no category, no search; the chips of the groups; the index's button. */
export const Inicial: Story = {}

/** A guide chosen, a category narrowed, a search with its count ('1 produto encontrado.'). */
export const Filtrado: Story = { args: { guiaId: 2, categoryId: 7, query: 'camarao' } }

/** The drawer index of groups and categories, open. */
export const IndiceAberto: Story = { args: { drawerOpen: true } }

import type { MenuGroup } from '@prato/domain'
import { gruposCardapio } from '@prato/domain/messages'
import { CategoryChips } from '@prato/ui'
import { sectionId, type MenuProduct } from './menu-view'

/** The chip row of a menu's groups (001 §2, below 768 px), each an anchor link to its section. */
export function GroupChips({ groups }: { groups: ReadonlyArray<MenuGroup<MenuProduct>> }) {
  return (
    <CategoryChips
      label={gruposCardapio}
      items={groups.map((g) => ({ id: g.id, label: g.nome, href: `#${sectionId('grupo', g.id)}` }))}
    />
  )
}

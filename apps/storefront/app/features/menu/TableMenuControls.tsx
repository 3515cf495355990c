import type { MenuGroup } from '@prato/domain'
import {
  cardapioCompleto,
  categoria,
  guiaCardapio,
  indiceCardapio,
  verGuia,
} from '@prato/domain/messages'
import { Button, Combobox, Drawer, Select } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
import { MenuIndex } from './MenuSections'
import type { MenuProduct } from './menu-view'
import * as styles from './menu.css'

/**
 * The guide select of the table menu (001 §2, shown when the restaurant has guides): 'Cardápio Completo' is
 * /{tenant}/menu, a guide /{tenant}/menu/{guiaId}. With JavaScript a choice navigates at once; without it the
 * select is a GET form (`?guia=`) that the menu's loader redirects.
 */
export function GuideSelect({
  action,
  guides,
  guiaId,
  hrefOf,
}: {
  action: string
  guides: ReadonlyArray<{ id: number; nome: string }>
  guiaId: number | null
  hrefOf: (guiaId: number | null) => string
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  return (
    <form method="get" action={action} className={styles.searchRow}>
      <Select
        name="guia"
        label={guiaCardapio}
        value={guiaId === null ? '' : String(guiaId)}
        onChange={(event) =>
          navigate(hrefOf(event.target.value ? Number(event.target.value) : null))
        }
        options={[
          { value: '', label: cardapioCompleto },
          ...guides.map((g) => ({ value: String(g.id), label: g.nome })),
        ]}
        reserveMessageSpace={false}
      />
      {hydrated ? null : (
        <Button type="submit" variant="secondary">
          {verGuia}
        </Button>
      )}
    </form>
  )
}

/** The category autocomplete of the desktop filter bar: choosing a category shows only it; clearing shows all. */
export function CategoryFilter({
  groups,
  categoryId,
  onCategory,
}: {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  categoryId: number | null
  onCategory: (categoryId: number | null) => void
}) {
  return (
    <Combobox
      label={categoria}
      options={groups.flatMap((g) =>
        g.items.map((c) => ({ value: String(c.id), label: c.nome, description: g.nome })),
      )}
      value={categoryId === null ? null : String(categoryId)}
      onChange={(value) => onCategory(value ? Number(value) : null)}
      filter
      reserveMessageSpace={false}
    />
  )
}

/**
 * The drawer index of groups and categories (001 §2); choosing an entry closes it and goes to the anchor. What the
 * table menu adds below the index ('Acompanhe sua conta', 002 §2) is its `children`.
 */
export function IndexDrawer({
  groups,
  open,
  onOpenChange,
  children,
}: {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  open: boolean
  onOpenChange: (open: boolean) => void
  children?: ReactNode
}) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={indiceCardapio}
      trigger={<Button variant="secondary">{indiceCardapio}</Button>}
    >
      <MenuIndex groups={groups} onNavigate={() => onOpenChange(false)} />
      {children}
    </Drawer>
  )
}

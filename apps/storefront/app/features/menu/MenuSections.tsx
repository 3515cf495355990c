import { groupProductCount, suggestionsTitle, type MenuGroup } from '@prato/domain'
import {
  nenhumProdutoDescricao,
  nenhumProdutoEncontrado,
  produtosNaCategoria,
} from '@prato/domain/messages'
import { EmptyState, ProductCard } from '@prato/ui'
import { sectionId, type MenuProduct } from './menu-view'
import * as styles from './menu.css'

/** How many cards load their image at once (the rest when scrolled near). */
const EAGER_IMAGES = 4

function ProductGrid({
  products,
  productHref,
  eager,
  headingLevel,
}: {
  products: readonly MenuProduct[]
  productHref: (product: MenuProduct) => string
  eager: number
  /** The cards' heading level: one below their section's title. */
  headingLevel: 3 | 4
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.gridItem}>
          <ProductCard
            produto={product}
            href={productHref(product)}
            headingLevel={headingLevel}
            imageLoading={index < eager ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}

/** 001 §2: the day suggestions, under 'Sugestão do dia' (one) or 'Sugestões do dia' (several). */
export function DaySuggestions({
  products,
  productHref,
}: {
  products: readonly MenuProduct[]
  productHref: (product: MenuProduct) => string
}) {
  if (products.length === 0) return null
  return (
    <section className={styles.suggestions} aria-labelledby="sugestoes">
      <h2 id="sugestoes" className={styles.sectionTitle}>
        {suggestionsTitle(products.length)}
      </h2>
      <ProductGrid
        products={products}
        productHref={productHref}
        eager={EAGER_IMAGES}
        headingLevel={3}
      />
    </section>
  )
}

/** The menu's groups, each with its categories, their product counts and the product cards. */
export function MenuSections({
  groups,
  productHref,
}: {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  productHref: (product: MenuProduct) => string
}) {
  let seen = 0
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.id}
          id={sectionId('grupo', group.id)}
          className={styles.section}
          aria-labelledby={`${sectionId('grupo', group.id)}-titulo`}
        >
          <h2 id={`${sectionId('grupo', group.id)}-titulo`} className={styles.sectionTitle}>
            {group.nome}{' '}
            <span className={styles.count}>{produtosNaCategoria(groupProductCount(group))}</span>
          </h2>
          {group.items.map((category) => {
            const eager = Math.max(0, EAGER_IMAGES - seen)
            seen += category.produtos.length
            return (
              <div key={category.id} className={styles.section}>
                <h3 id={sectionId('categoria', category.id)} className={styles.categoryTitle}>
                  {category.nome}{' '}
                  <span className={styles.count}>
                    {produtosNaCategoria(category.produtos.length)}
                  </span>
                </h3>
                <ProductGrid
                  products={category.produtos}
                  productHref={productHref}
                  eager={eager}
                  headingLevel={4}
                />
              </div>
            )
          })}
        </section>
      ))}
    </>
  )
}

/** The menu as the search leaves it: its sections, or the empty state that says nothing matched the query. */
export function MenuResults({
  groups,
  query,
  productHref,
}: {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  query: string
  productHref: (product: MenuProduct) => string
}) {
  return groups.length > 0 ? (
    <MenuSections groups={groups} productHref={productHref} />
  ) : (
    <EmptyState
      title={nenhumProdutoEncontrado}
      description={nenhumProdutoDescricao(query.trim())}
      headingLevel={2}
    />
  )
}

/** The index of groups and categories (the drawer's and the desktop aside's list), linking to their anchors. */
export function MenuIndex({
  groups,
  onNavigate,
}: {
  groups: ReadonlyArray<MenuGroup<MenuProduct>>
  onNavigate?: () => void
}) {
  return (
    <ul className={styles.indexList}>
      {groups.map((group) => (
        <li key={group.id} className={styles.indexGroup}>
          <a
            className={styles.indexLink}
            href={`#${sectionId('grupo', group.id)}`}
            onClick={onNavigate}
          >
            <span>{group.nome}</span>
            <span className={styles.count}>{groupProductCount(group)}</span>
          </a>
          <ul className={styles.indexCategories}>
            {group.items.map((category) => (
              <li key={category.id}>
                <a
                  className={styles.indexLink}
                  href={`#${sectionId('categoria', category.id)}`}
                  onClick={onNavigate}
                >
                  <span>{category.nome}</span>
                  <span className={styles.count}>{category.produtos.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

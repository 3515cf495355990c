import type { ReactNode } from 'react'
import { useLinkComponent } from '../../provider/PratoProvider'
import { cx } from '../../theme/cx'
import { Badge } from '../Badge'
import { PriceTag } from '../PriceTag'
import * as styles from './ProductCard.css'
import { indisponivel, produtoEmFalta } from '@prato/domain/messages'

/** The fields of the API's product the card shows (001 §3 Product); extra fields are ignored. */
export interface ProductCardProduct {
  nomeCompleto: string
  textoInformativo?: string | null
  /** Image URL; the app passes it only after checking it is an http(s) URL. */
  imagem?: string | null
  /** Centavos. */
  preco: number
  /** Centavos; struck through when higher than `preco`. */
  valorPrecoNormal?: number | null
  flgPrecoVariavel?: boolean | null
  /** `false` shows 'Indisponível'. */
  flgDisponivel?: boolean | null
  /** `true` shows 'Produto em falta!'. */
  flgEmFalta?: boolean | null
}

export interface ProductCardProps {
  produto: ProductCardProduct
  /** Navigates to the product (through the app's link component). */
  href?: string
  /** Opens the product (e.g. the product dialog) when there is no `href`. */
  onSelect?: () => void
  /** The heading level of the product name in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** `eager` for the few cards above the fold; the rest load lazily. */
  imageLoading?: 'lazy' | 'eager'
  /** Intrinsic size of the image, reserved before it loads so nothing shifts. */
  imageWidth?: number
  imageHeight?: number
  /** Short label of the unavailable state. */
  unavailableLabel?: string
  /** A short line beside the price, e.g. 'por pessoa' or an event space's capacity. */
  note?: ReactNode
}

/**
 * A product in a menu: name (menu product-name colour), informative text (menu info colour), price, image, and
 * the out-of-stock ('Produto em falta!') or unavailable state. The whole card is one link or button.
 */
export function ProductCard({
  produto,
  href,
  onSelect,
  headingLevel = 3,
  imageLoading = 'lazy',
  imageWidth = 112,
  imageHeight = 112,
  unavailableLabel = indisponivel,
  note,
}: ProductCardProps) {
  const LinkComponent = useLinkComponent()
  const Heading = `h${headingLevel}` as const
  const outOfStock = produto.flgEmFalta === true
  const unavailable = !outOfStock && produto.flgDisponivel === false
  const status = outOfStock ? produtoEmFalta : unavailable ? unavailableLabel : null

  let name = <>{produto.nomeCompleto}</>
  if (href !== undefined) {
    name = (
      <LinkComponent href={href} className={styles.target}>
        {produto.nomeCompleto}
      </LinkComponent>
    )
  } else if (onSelect) {
    name = (
      <button type="button" className={styles.target} onClick={onSelect}>
        {produto.nomeCompleto}
      </button>
    )
  }

  return (
    <article className={cx(styles.card, status !== null && styles.dimmed)}>
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        {produto.textoInformativo ? (
          <p className={styles.info}>{produto.textoInformativo}</p>
        ) : null}
        <div className={styles.footer}>
          <PriceTag
            price={produto.preco}
            normalPrice={produto.valorPrecoNormal}
            variable={produto.flgPrecoVariavel === true}
          />
          {note ? <span className={styles.note}>{note}</span> : null}
          {status !== null ? (
            <Badge tone={outOfStock ? 'danger' : 'neutral'} className={styles.status}>
              {status}
            </Badge>
          ) : null}
        </div>
      </div>
      {produto.imagem ? (
        <img
          className={styles.image}
          src={produto.imagem}
          // The name is right beside it: the photo adds nothing a screen reader needs.
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading={imageLoading}
          decoding="async"
        />
      ) : null}
    </article>
  )
}

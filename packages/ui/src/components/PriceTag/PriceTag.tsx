import { useUiMessages } from '../../provider/PratoProvider'
import { visuallyHidden } from '../../theme/a11y.css'
import { cx } from '../../theme/cx'
import { Money } from '../Money'
import * as styles from './PriceTag.css'

export const priceTagSizes = ['small', 'medium', 'large'] as const
export type PriceTagSize = (typeof priceTagSizes)[number]

export interface PriceTagProps {
  /** The price charged, in centavos (`preco`). */
  price: number
  /** The usual price (`valorPrecoNormal`); struck through only when higher than `price`. */
  normalPrice?: number | null
  /** The price depends on the chosen size or options (`flgPrecoVariavel`): shows 'A partir de'. */
  variable?: boolean
  size?: PriceTagSize
  className?: string
}

/**
 * A product's price. "valorPrecoNormal (struck through when higher than preco)", "flgPrecoVariavel (shows
 * 'A partir de')" (001 §Product). The struck price is announced as the previous price, not just crossed out.
 */
export function PriceTag({ price, normalPrice, variable = false, size, className }: PriceTagProps) {
  const messages = useUiMessages()
  const discounted = normalPrice != null && normalPrice > price
  return (
    <span className={cx(styles.root, className)}>
      {discounted && (
        <span>
          <span className={visuallyHidden}>{messages.previousPrice} </span>
          <Money as="s" value={normalPrice} className={styles.previous} />
        </span>
      )}
      <span>
        {variable && <span className={styles.from}>{messages.fromPrice} </span>}
        {discounted && <span className={visuallyHidden}>{messages.currentPrice} </span>}
        <Money
          as="strong"
          value={price}
          className={cx(
            styles.price,
            styles.priceSize[size ?? 'medium'],
            discounted && styles.discounted,
          )}
        />
      </span>
    </span>
  )
}

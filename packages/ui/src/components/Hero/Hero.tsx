import { messages } from '@prato/domain'
import { useId, type ReactNode } from 'react'
import { Button } from '../Button'
import * as styles from './Hero.css'

export interface HeroProps {
  /** The restaurant's name: the page's main heading. */
  title: string
  description?: ReactNode
  /** `config.imagemCabecalhoUrl`, checked by the app to be http(s). */
  imageUrl?: string | null
  imageWidth?: number
  imageHeight?: number
  /**
   * Where 'FAZER PEDIDO' goes. The Delivery card shows only when it is given ("when the delivery flag is on").
   */
  deliveryHref?: string | null
  /**
   * Shows the Delivery card's title and text even without `deliveryHref`: the delivery flag is on, but the app
   * has no delivery screen to link to yet, so FAZER PEDIDO is left out rather than pointing at a missing page.
   * Defaults to whether `deliveryHref` is given.
   */
  showDelivery?: boolean
  /** Under the Delivery title, e.g. the average delivery time. */
  deliveryText?: ReactNode
  /** Extra content under the card (e.g. the landing's other buttons). */
  children?: ReactNode
}

// React 18 does not know the camel-cased `fetchPriority` prop and warns; the lowercase attribute passes as is.
const highPriority = { fetchpriority: 'high' } as Record<string, string>

/**
 * The landing's hero: the header image (the page's largest paint, so loaded eagerly with high priority), the
 * restaurant's name and a Delivery card with the action FAZER PEDIDO.
 */
export function Hero({
  title,
  description,
  imageUrl,
  imageWidth = 1280,
  imageHeight = 420,
  deliveryHref,
  showDelivery = Boolean(deliveryHref),
  deliveryText,
  children,
}: HeroProps) {
  const titleId = useId()
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      {imageUrl ? (
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading="eager"
          {...highPriority}
          decoding="async"
        />
      ) : null}
      <div className={styles.content}>
        <div className={styles.card}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          {showDelivery || deliveryHref ? (
            <>
              <h2 className={styles.deliveryTitle}>{messages.delivery}</h2>
              {deliveryText ? <p className={styles.description}>{deliveryText}</p> : null}
              {deliveryHref ? (
                <Button href={deliveryHref} size="large" fullWidth>
                  {messages.fazerPedido}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}

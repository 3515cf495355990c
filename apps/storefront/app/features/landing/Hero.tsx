import { useLinkComponent } from '@prato/ui'
import { useLabels } from '../../lib/labels'
import * as styles from './landing.css'

export type HeroProps = {
  name: string
  imageUrl: string | null
  /** 000 §2: "A hero image shows a Delivery card with the action FAZER PEDIDO when the delivery flag is on." */
  showDeliveryCard: boolean
  /** The delivery screen, when it exists; without it the card shows without a dead link. */
  deliveryHref: string | null
}

export function Hero({ name, imageUrl, showDeliveryCard, deliveryHref }: HeroProps) {
  const Link = useLinkComponent()
  const labels = useLabels()
  return (
    <section className={styles.hero}>
      {imageUrl ? (
        <img className={styles.heroImage} src={imageUrl} alt="" width={1440} height={480} />
      ) : null}
      {showDeliveryCard ? (
        <div className={styles.heroCard}>
          <h2 className={styles.heroCardTitle}>{labels.delivery}</h2>
          <p className={styles.heroName}>{name}</p>
          {deliveryHref ? (
            <Link className={styles.button} href={deliveryHref}>
              {labels.fazerPedido}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

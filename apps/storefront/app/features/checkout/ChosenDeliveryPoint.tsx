import { formatTime, type DeliveryPoint } from '@prato/domain'
import { mudarParaDelivery, pedidosAte, pontoDeEntrega } from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { Form } from '@remix-run/react'
import * as styles from './checkout.css'

/**
 * The delivery point chosen for this order (001 §4 "a chosen point overrides the address"), with 'Mudar para
 * delivery', which removes it (a plain POST to the delivery point page's action).
 */
export function ChosenDeliveryPoint({ point, action }: { point: DeliveryPoint; action: string }) {
  return (
    <section className={styles.chosenPoint} aria-labelledby="ponto-escolhido">
      <h2 id="ponto-escolhido">{pontoDeEntrega}</h2>
      <p>
        <strong>{point.nome}</strong>
      </p>
      <p>
        {[
          point.logradouroFull,
          point.bairroNome,
          point.horarioLimitePedido ? pedidosAte(formatTime(point.horarioLimitePedido)) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="remover" />
        <Button type="submit" variant="secondary">
          {mudarParaDelivery}
        </Button>
      </Form>
    </section>
  )
}

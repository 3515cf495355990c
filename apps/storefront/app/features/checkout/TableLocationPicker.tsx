import { mesasIndisponiveis, semMesas } from '@prato/domain/messages'
import { Form } from '@remix-run/react'
import { AlertBox } from '#app/components/AlertBox'
import { PlaceFields, useScreenPlace } from '#app/components/screen'
import { Choice } from './CheckoutSections'
import * as styles from './checkout.css'

/**
 * The 'Mesa' dialog (001 §2, §3 "Table location"): the restaurant's table locations
 * (v3/listagem-basica/localizacoes-cliente), each a post of the dialog's own form, the chosen one pressed.
 * `locations` null: the list could not be read.
 */
export function TableLocationPicker({
  locations,
  chosenId,
}: {
  locations: ReadonlyArray<{ id: number; nome: string }> | null
  chosenId: number | null
}) {
  const place = useScreenPlace()
  if (locations === null)
    return <AlertBox alert={{ tone: 'warning', message: mesasIndisponiveis }} />
  if (locations.length === 0) return <p className={styles.detail}>{semMesas}</p>
  return (
    <Form method="post" action={place.action('mesa')}>
      <PlaceFields />
      <ul className={styles.choices}>
        {locations.map((l) => (
          <Choice key={l.id} name="localizacaoId" value={String(l.id)} pressed={l.id === chosenId}>
            {l.nome}
          </Choice>
        ))}
      </ul>
    </Form>
  )
}

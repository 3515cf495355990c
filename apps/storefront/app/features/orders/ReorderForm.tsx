import { pedirDeNovo, verCarrinho } from '@prato/domain/messages'
import { Button, useLinkComponent } from '@prato/ui'
import { Form, useNavigation } from '@remix-run/react'
import { AlertBox } from '#app/components/AlertBox'
import * as styles from './history.css'
import type { ReorderAnswer } from './order-view'

/** The intent of the detail page's 'Pedir de novo' post. */
export const REORDER_INTENT = 'pedir-de-novo'

/**
 * 'Pedir de novo' (issue 21): a plain POST to the order's detail page (so it works before JavaScript), answered on
 * the same page: what went into the cart, each line no longer available or priced anew, and the way to the cart.
 */
export function ReorderForm({
  answer,
  cartHref,
}: {
  /** The action's answer after a post; null before. */
  answer: ReorderAnswer | null
  cartHref: string
}) {
  const Link = useLinkComponent()
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === REORDER_INTENT
  return (
    <div className={styles.reorder}>
      <Form method="post">
        <Button
          type="submit"
          name="intent"
          value={REORDER_INTENT}
          variant="primary"
          loading={pending}
        >
          {pedirDeNovo}
        </Button>
      </Form>
      {answer ? (
        <AlertBox alert={{ tone: answer.tone, message: answer.message }}>
          {answer.notes.length > 0 ? (
            <ul className={styles.notes}>
              {answer.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </AlertBox>
      ) : null}
      {answer && answer.tone !== 'danger' ? <Link href={cartHref}>{verCarrinho}</Link> : null}
    </div>
  )
}

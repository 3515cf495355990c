import { voltarAoPedido } from '@prato/domain/messages'
import type { ReactNode } from 'react'
import {
  formStyles,
  LinkButton,
  ScreenForm,
  SubmitButton,
  type ScreenFormKit,
} from '#app/components/forms'
import { useScreenPlace } from '#app/components/screen'

/**
 * The frame of an order's dialogs ('Cancelar', 'Avaliar'): the form posted to the dialog's route with the order's
 * id (in the query and in `idField`), its fields, then the dialog's button and 'Voltar ao pedido'.
 */
export function OrderDialogForm({
  screen,
  kit,
  id,
  idField,
  submit,
  children,
}: {
  screen: 'cancelar-pedido' | 'avaliar-pedido'
  kit: ScreenFormKit & { pending: boolean }
  id: number
  /** The field the action reads the order's id from. */
  idField: string
  submit: string
  children: ReactNode
}) {
  const place = useScreenPlace()
  return (
    <ScreenForm screen={screen} kit={kit} query={{ id }}>
      <input type="hidden" name={idField} value={id} />
      {children}
      <div className={formStyles.actions}>
        <SubmitButton pending={kit.pending}>{submit}</SubmitButton>
        <LinkButton to={place.closeHref}>{voltarAoPedido}</LinkButton>
      </div>
    </ScreenForm>
  )
}

import { useState } from 'react'
import { acessarConta, acompanheSuaConta, labelCodigoConta } from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { getFormProps } from '@conform-to/react'
import { AlertBox } from '#app/components/AlertBox'
import { TextInput, formStyles, useScreenForm, type FormReply } from '#app/components/forms'
import * as styles from './table.css'

/**
 * 'Acompanhe sua conta' (001 §2, 002 §2 "Account access from the menu drawer"): the account code and 'Acessar
 * Conta', disabled while the code is empty (once the page runs: before, the server answers an empty code). The
 * menu's action asks for the tab (solicitar-saida) and goes to it, or answers the failure beside the box.
 */
export function AccountAccess({
  id,
  action,
  answer,
}: {
  /** Two boxes may share a page (the side column and the drawer): each its own ids. */
  id: string
  action: string
  answer: FormReply | null
}) {
  const hydrated = useHydrated()
  const { fetcher, form, fields, alert, pending } = useScreenForm(
    (forms) => forms.accountCodeSchema,
    {
      id,
      actionData: answer,
    },
  )
  const [codigo, setCodigo] = useState('')
  return (
    <section className={styles.box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.boxTitle}>
        {acompanheSuaConta}
      </h2>
      <fetcher.Form
        method="post"
        action={action}
        className={formStyles.form}
        {...getFormProps(form)}
      >
        <AlertBox alert={alert} />
        <input type="hidden" name="intent" value="acompanhar" />
        <div onInput={(event) => setCodigo((event.target as HTMLInputElement).value)}>
          <TextInput meta={fields.codigo} label={labelCodigoConta} autoComplete="off" />
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={pending}
          disabled={hydrated && codigo.trim() === ''}
        >
          {acessarConta}
        </Button>
      </fetcher.Form>
    </section>
  )
}

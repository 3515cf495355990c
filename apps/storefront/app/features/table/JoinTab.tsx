import { useEffect, useRef } from 'react'
import {
  acessarCardapioDiretamente,
  acessarConta,
  avisoEfetueLogin,
  consultando,
  fazerLoginMaiusculo,
  verCardapio,
} from '@prato/domain/messages'
import { Button, Prompt } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { Form, useNavigate, useSubmit } from '@remix-run/react'
import { AlertBox, type FormAlert } from '#app/components/AlertBox'
import * as styles from './table.css'

/**
 * Joining a tab by its key (002 §2 "Joining a tab by key"). Logged out: 'Aviso – Efetue o Login para um melhor
 * aproveitamento do serviço.' with 'Fazer Login' (the login dialog, back here) and 'Acessar o Cardápio
 * Diretamente' (a post that stores the key and tab and goes to the menu). Logged in: 'Consultando...' while the tab
 * is asked for (the page posts itself once it runs; before, its button), then the tab page — or the failure.
 */
export function JoinTab({
  loggedIn,
  action,
  loginHref,
  menuHref,
  failure,
}: {
  loggedIn: boolean
  action: string
  loginHref: string
  menuHref: string
  failure: FormAlert | null
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const submit = useSubmit()
  const asked = useRef(false)
  useEffect(() => {
    if (!loggedIn || failure || asked.current) return
    asked.current = true
    submit({ intent: 'consultar' }, { method: 'post', action, replace: true })
  }, [loggedIn, failure, action, submit])

  if (!loggedIn)
    return (
      <main className={styles.landing}>
        <Form method="post" action={action}>
          <Prompt
            hydrated={hydrated}
            standalone
            message={avisoEfetueLogin}
            confirm={{
              label: fazerLoginMaiusculo,
              href: loginHref,
              onSelect: () => navigate(loginHref),
            }}
            cancel={{
              label: acessarCardapioDiretamente,
              name: 'intent',
              value: 'cardapio',
              onSelect: () => submit({ intent: 'cardapio' }, { method: 'post', action }),
            }}
          />
        </Form>
      </main>
    )
  return (
    <main className={styles.landing}>
      {failure ? (
        <>
          <AlertBox alert={failure} />
          <div>
            <Button href={menuHref} variant="secondary">
              {verCardapio}
            </Button>
          </div>
        </>
      ) : (
        <Form method="post" action={action}>
          <p role="status" className={styles.message}>
            {consultando}
          </p>
          <input type="hidden" name="intent" value="consultar" />
          <noscript>
            <Button type="submit">{acessarConta}</Button>
          </noscript>
        </Form>
      )}
    </main>
  )
}

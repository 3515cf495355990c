import { acessarCardapio, iniciarPedido, suaMesa } from '@prato/domain/messages'
import { Button } from '@prato/ui'
import { Form } from '@remix-run/react'
import * as styles from './table.css'

/** What the table landing shows of the table (002 §3 "Table data"). */
export type TableLandingData = {
  venue: { name: string; address: string | null }
  flgAceitaPedido: boolean
  identificacaoVenda: string | null
  mensagem: string | null
}

/**
 * The table landing (002 §2): the venue's name and address, the table's message, then — when the table accepts
 * orders — the sale identification and 'Iniciar Pedido', otherwise 'Acessar Cardápio'. Either is a post that
 * stores the table's key and tab and goes to the menu, so it works before JavaScript.
 */
export function TableLanding({ table, action }: { table: TableLandingData; action: string }) {
  return (
    <main className={styles.landing}>
      <h1>{table.venue.name}</h1>
      {table.venue.address ? <p className={styles.address}>{table.venue.address}</p> : null}
      {table.mensagem ? <p className={styles.message}>{table.mensagem}</p> : null}
      {table.flgAceitaPedido && table.identificacaoVenda ? (
        <p className={styles.identification}>{suaMesa(table.identificacaoVenda)}</p>
      ) : null}
      <Form method="post" action={action}>
        <Button type="submit" size="large" fullWidth>
          {table.flgAceitaPedido ? iniciarPedido : acessarCardapio}
        </Button>
      </Form>
    </main>
  )
}

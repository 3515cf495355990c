/**
 * The table checkout's form (issue 22): its own module, so that only the table checkout's code carries it.
 */
import { z } from 'zod'
import { messages } from '../catalogue'
import type { TableOrderKind } from '../table-order'
import { requiredText } from './fields'

/**
 * The table checkout's form (001 §5 rule 1): the order key minted by the server, and for a tab order the diner's
 * name ('Informe o nome corretamente!') and the tab key ('Informe a chave da comanda corretamente!'), plus the
 * account code when a logged-out diner has no table to prove the tab with; a simple order names the diner only
 * (the name the counter calls out, our choice); a direct order asks neither ("not ... simple order").
 */
export function tableOrderSchema(kind: TableOrderKind, options: { accountCode: boolean }) {
  const asked = z.string().optional()
  return z.object({
    chave: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    nome: kind === 'consumo' ? asked : requiredText(messages.informeNomeCorretamente),
    chaveComanda: kind === 'comanda' ? requiredText(messages.informeChaveComanda) : asked,
    codigoConta:
      kind === 'comanda' && options.accountCode ? requiredText(messages.informeCodigoConta) : asked,
  })
}

import { equalShareToPay, formatMoney, itemsShareToPay, type TabBill } from '@prato/domain'
import {
  dividirConta,
  dividirIgualmente,
  meusItens,
  meusItensAjuda,
  numeroPessoas,
  pagarMinhaParte,
  suaParte,
} from '@prato/domain/messages'
import { Accordion, Button, Checkbox, Select } from '@prato/ui'
import { Form } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { TabItemView } from './tab-view'
import * as styles from './tab.css'

/** 'Dividir igualmente' offers 2 to 20 people. */
const PEOPLE = Array.from({ length: 19 }, (_, i) => String(i + 2))

/**
 * 'Dividir a conta' (beyond 002): the diner's share from the lines they tick ('Meus itens', with their part of the
 * tip and cover) or the bill divided equally among N people, shown as it changes (the domain's rules), and
 * 'Pagar minha parte' — posted to the tab page, which works the share out again from the tab it reads and opens
 * the partial payment with it as the amount (which the diner may still change). Works without JavaScript: the
 * panel is a <details>, the forms plain posts.
 */
export function SplitBill({
  bill,
  items,
  action,
  defaultOpen = false,
}: {
  bill: TabBill
  items: ReadonlyArray<Pick<TabItemView, 'id' | 'nome' | 'qtde' | 'total'>>
  /** The tab page's URL (its action). */
  action: string
  /** The panel open at first (closed on the tab page: the tab comes first). */
  defaultOpen?: boolean
}) {
  // Uncontrolled fields, read from the forms: what the diner ticked before the page woke up is kept and counted.
  const itemsForm = useRef<HTMLFormElement>(null)
  const equalForm = useRef<HTMLFormElement>(null)
  const [chosen, setChosen] = useState<number[]>([])
  const [pessoas, setPessoas] = useState(2)
  const readItems = () =>
    setChosen(new FormData(itemsForm.current ?? undefined).getAll('item').map(Number))
  const readPeople = () =>
    setPessoas(Number(new FormData(equalForm.current ?? undefined).get('pessoas') ?? 2))
  useEffect(() => {
    readItems()
    readPeople()
  }, []) // once, on waking up
  const mine = itemsShareToPay(bill, chosen)
  const equal = equalShareToPay(bill, pessoas)
  return (
    <section className={styles.card} aria-label={dividirConta}>
      <Accordion
        group="dividir-conta"
        defaultOpenId={defaultOpen ? 'dividir' : null}
        headingLevel={2}
        items={[
          {
            id: 'dividir',
            title: dividirConta,
            content: (
              <div className={styles.split}>
                <SplitForm
                  formRef={itemsForm}
                  action={action}
                  intent="dividir-itens"
                  legend={meusItens}
                  share={mine}
                  onChange={readItems}
                >
                  <p className={styles.muted}>{meusItensAjuda}</p>
                  {items.map((item) => (
                    <Checkbox
                      key={item.id}
                      name="item"
                      value={String(item.id)}
                      label={`${item.qtde}x ${item.nome} — ${formatMoney(item.total)}`}
                    />
                  ))}
                </SplitForm>
                <SplitForm
                  formRef={equalForm}
                  action={action}
                  intent="dividir-igual"
                  legend={dividirIgualmente}
                  share={equal}
                  onChange={readPeople}
                >
                  <Select
                    id="dividir-pessoas"
                    name="pessoas"
                    label={numeroPessoas}
                    defaultValue="2"
                    options={PEOPLE.map((n) => ({ value: n, label: n }))}
                  />
                </SplitForm>
              </div>
            ),
          },
        ]}
      />
    </section>
  )
}

/**
 * One way of splitting: its choices under their legend, the diner's share as it changes (nothing while it is 0)
 * and 'Pagar minha parte', posted with the way's intent.
 */
function SplitForm({
  formRef,
  action,
  intent,
  legend,
  share,
  onChange,
  children,
}: {
  formRef: RefObject<HTMLFormElement>
  action: string
  intent: 'dividir-itens' | 'dividir-igual'
  legend: string
  /** The share in centavos. */
  share: number
  onChange: () => void
  children: ReactNode
}) {
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className={styles.splitForm}
      onChange={onChange}
    >
      <input type="hidden" name="intent" value={intent} />
      <fieldset>
        <legend>{legend}</legend>
        {children}
      </fieldset>
      <p className={styles.share} aria-live="polite">
        {share > 0 ? suaParte(formatMoney(share)) : null}
      </p>
      <Button type="submit" variant="secondary">
        {pagarMinhaParte}
      </Button>
    </Form>
  )
}

import {
  createSearchIndex,
  formatMoney,
  formatTime,
  search,
  toCentavos,
  type DeliveryPoint,
} from '@prato/domain'
import {
  avancarCardapio,
  carregando,
  gratis,
  nenhumPontoEntrega,
  pedidosAte,
  pesquisePontoEntrega,
  pontoDeEntrega,
  taxaEntrega,
} from '@prato/domain/messages'
import { Button, EmptyState, RadioGroup, SearchField } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import { Form, useNavigation } from '@remix-run/react'
import { useMemo, useState } from 'react'
import * as styles from './checkout.css'

/** A point's details under its name (001 §2): address, neighbourhood, order deadline (HH:mm) and fee. */
function details(point: DeliveryPoint): string {
  const fee = toCentavos(point.taxaEntrega ?? 0)
  return [
    point.logradouroFull,
    point.bairroNome,
    point.horarioLimitePedido ? pedidosAte(formatTime(point.horarioLimitePedido)) : null,
    `${taxaEntrega}: ${fee > 0 ? formatMoney(fee) : gratis}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The delivery point page's body (001 §2 delivery-ponto-entrega): 'Pesquise pelo ponto de entrega' (accent- and
 * case-insensitive on the name and the address, at once with JavaScript, a GET form without), the points as a
 * single choice, 'Avançar - Cardápio' (it stores the point and opens the delivery menu), and 'Nenhum ponto de
 * entrega disponível' when none is left.
 */
export function DeliveryPointPicker({
  points,
  chosenId,
  busca,
  action,
}: {
  points: readonly DeliveryPoint[]
  chosenId: number | null
  busca: string
  action: string
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [query, setQuery] = useState(busca)
  const [choice, setChoice] = useState(chosenId === null ? '' : String(chosenId))
  const index = useMemo(
    () =>
      createSearchIndex(points, (p) => `${p.nome} ${p.logradouroFull ?? ''} ${p.bairroNome ?? ''}`),
    [points],
  )
  const shown = useMemo(() => search(index, query), [index, query])
  const saving = navigation.state !== 'idle' && navigation.formAction === action
  return (
    <div className={styles.stack}>
      <form
        method="get"
        role="search"
        className={styles.searchRow}
        onSubmit={(event) => {
          if (hydrated) event.preventDefault()
        }}
      >
        <SearchField
          id="busca-ponto"
          name="busca"
          label={pesquisePontoEntrega}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          reserveMessageSpace={false}
        />
        <noscript>
          <Button type="submit" variant="secondary">
            {pesquisePontoEntrega}
          </Button>
        </noscript>
      </form>
      {shown.length === 0 ? (
        <EmptyState title={nenhumPontoEntrega} headingLevel={2} />
      ) : (
        <Form method="post" action={action} className={styles.stack}>
          <input type="hidden" name="intent" value="escolher" />
          <RadioGroup
            name="pontoEntregaId"
            legend={pontoDeEntrega}
            options={shown.map((p) => ({
              value: String(p.id),
              label: p.nome,
              description: details(p),
            }))}
            value={choice}
            onChange={setChoice}
            required
            reserveMessageSpace={false}
          />
          <Button type="submit" loading={saving} disabled={hydrated && choice === ''}>
            {saving ? carregando : avancarCardapio}
          </Button>
        </Form>
      )}
    </div>
  )
}

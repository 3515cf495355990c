import {
  atendente,
  botaoFidelidade,
  atualizar,
  colunaData,
  colunaDataHora,
  colunaForma,
  colunaProduto,
  colunaQtde,
  colunaTotal,
  colunaValorUnitario,
  contaAberta,
  contaAtualizaSozinha,
  contaEncerrada,
  contaNumero,
  dataSaida,
  labelValor,
  minhaConta,
  novoPedido,
  pagamentos,
  pagarParte,
  participeFidelidade,
  produtos,
  resumoConta,
  semPagamentosConta,
  semProdutosConta,
  verConta,
} from '@prato/domain/messages'
import { Button, Money } from '@prato/ui'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { TabPaymentView, TabView } from './tab-view'
import * as styles from './tab.css'

export type TabList = 'produtos' | 'pagamentos'

/** Where the tab screen's buttons go (built by the route: the tenant's paths and the dialog's URL). */
export type TabLinks = {
  /** 'Novo Pedido': the table menu, when flgAceitaWGComanda. */
  novoPedido: string | null
  /** 'Atualizar': this page again. */
  atualizar: string
  produtos: string
  pagamentos: string
  /** The partial payment dialog, when the tab is open and something is left to pay. */
  pagarParte: string | null
  /** 'Participe do Plano de Fidelidade' (002 §4), when the venue has loyalty and the loyalty page exists. */
  fidelidade: string | null
}

/**
 * 'Minha Conta' (002 §2): the header (id, full identifier, attendant, exit date); 'Novo Pedido', 'Atualizar' and,
 * while the tab is open, the Produtos/Pagamentos toggle (links, so it works without JavaScript); the products or
 * the payments in a table that scrolls sideways below 460 px; the totals block by the domain's rules; the loyalty
 * banner; and `split` (the bill's split), given by the route. Props only.
 */
export function TabScreen({
  tab,
  list,
  payments,
  links,
  split,
}: {
  tab: TabView
  list: TabList
  /** The payments, when `list` is 'pagamentos'. */
  payments: TabPaymentView[] | null
  links: TabLinks
  split?: ReactNode
}) {
  const showPayments = tab.open && list === 'pagamentos'
  return (
    <main className={styles.page} aria-labelledby="conta-titulo">
      <header className={styles.header}>
        <h1 id="conta-titulo" className={styles.title}>
          {minhaConta}
        </h1>
        <p className={styles.muted}>{tab.open ? contaAberta : contaEncerrada}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{contaNumero(tab.id)}</dt>
            <dd>{tab.identificador}</dd>
          </div>
          {tab.atendente ? (
            <div>
              <dt>{atendente}</dt>
              <dd>{tab.atendente}</dd>
            </div>
          ) : null}
          <div>
            <dt>{dataSaida}</dt>
            <dd>{tab.dataSaida}</dd>
          </div>
        </dl>
      </header>

      <div className={styles.actions}>
        {links.novoPedido ? <Button href={links.novoPedido}>{novoPedido}</Button> : null}
        <Button href={links.atualizar} variant="secondary">
          {atualizar}
        </Button>
        {links.pagarParte ? (
          <Button href={links.pagarParte} variant="secondary">
            {pagarParte}
          </Button>
        ) : null}
      </div>

      <LoyaltyBanner tab={tab} joinHref={links.fidelidade} />

      {tab.open ? (
        <nav aria-label={verConta} className={styles.actions}>
          <Button
            href={links.produtos}
            size="small"
            variant={showPayments ? 'ghost' : 'primary'}
            aria-current={showPayments ? undefined : 'page'}
          >
            {produtos}
          </Button>
          <Button
            href={links.pagamentos}
            size="small"
            variant={showPayments ? 'primary' : 'ghost'}
            aria-current={showPayments ? 'page' : undefined}
          >
            {pagamentos}
          </Button>
        </nav>
      ) : null}

      {showPayments ? <PaymentsTable payments={payments ?? []} /> : <ProductsTable tab={tab} />}

      <section className={styles.card} aria-labelledby="conta-resumo">
        <h2 id="conta-resumo">{resumoConta}</h2>
        <TabTotals tab={tab} />
      </section>

      {split}

      {tab.open ? <p className={styles.muted}>{contaAtualizaSozinha}</p> : null}
    </main>
  )
}

function ProductsTable({ tab }: { tab: TabView }) {
  return (
    <TabTable
      id="conta-produtos"
      title={produtos}
      empty={semProdutosConta}
      columns={[
        { label: colunaProduto },
        { label: colunaDataHora },
        { label: colunaQtde, num: true },
        { label: colunaValorUnitario, num: true },
        { label: colunaTotal, num: true },
      ]}
      rows={tab.items.map((item) => ({
        key: item.id,
        cells: [
          item.nome,
          item.dataHora,
          item.qtde,
          <Money key="unitario" value={item.valorUnitario} />,
          <Money key="total" value={item.total} />,
        ],
      }))}
    />
  )
}

function PaymentsTable({ payments }: { payments: TabPaymentView[] }) {
  return (
    <TabTable
      id="conta-pagamentos"
      title={pagamentos}
      empty={semPagamentosConta}
      columns={[{ label: colunaForma }, { label: colunaData }, { label: labelValor, num: true }]}
      rows={payments.map((p) => ({
        key: p.id,
        cells: [p.nome, p.data, <Money key="valor" value={p.valor} />],
      }))}
    />
  )
}

/**
 * One of the tab's lists (002 §2) in its card: a table under its heading, or the list's empty text. A column
 * marked `num` holds numbers, aligned right.
 */
function TabTable({
  id,
  title,
  empty,
  columns,
  rows,
}: {
  id: string
  title: string
  empty: string
  columns: ReadonlyArray<{ label: string; num?: boolean }>
  rows: ReadonlyArray<{ key: number; cells: ReactNode[] }>
}) {
  const numClass = (i: number) => (columns[i]?.num ? 'num' : undefined)
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <TableScroller labelledBy={id}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={column.label} scope="col" className={numClass(i)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i} className={numClass(i)}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}

/**
 * The tables' sideways scroller below 460 px (002 §2, §9): a named group that takes the focus, so a keyboard user
 * can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable) — the table inside has nothing focusable.
 */
function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.scroller} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}

/** 002 §2 totals block, rows by the domain's `tabTotalsRows` (partial paid and remaining only above 0). */
export function TabTotals({ tab }: { tab: Pick<TabView, 'totals'> }) {
  return (
    <dl className={styles.totals}>
      {tab.totals.map((row) => (
        <div key={row.key} className={row.key === 'total' ? styles.totalLine : undefined}>
          <dt>{row.label}</dt>
          <dd>
            <Money value={row.valor} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * 002 §4 "Loyalty on the tab": the status text ('Resgate N pontos dessa conta.' is the redeem button, posted to
 * the page's action) and 'Participe do Plano de Fidelidade'.
 */
function LoyaltyBanner({ tab, joinHref }: { tab: TabView; joinHref: string | null }) {
  const { text, canRedeem, join } = tab.loyalty
  if (!text && !(join && joinHref)) return null
  return (
    <section className={`${styles.card} ${styles.loyalty}`} aria-label={botaoFidelidade}>
      {text && canRedeem ? (
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="resgatar-pontos" />
          <Button type="submit">{text}</Button>
        </Form>
      ) : text ? (
        <p className={styles.muted}>{text}</p>
      ) : null}
      {join && joinHref ? (
        <Button href={joinHref} variant="secondary">
          {participeFidelidade}
        </Button>
      ) : null}
    </section>
  )
}

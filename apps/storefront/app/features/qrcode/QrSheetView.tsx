import { Button, QrImage } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import {
  aponteACamera,
  dicaImpressao,
  imprimir,
  mesasIndisponiveis,
  qrCodesParaImprimir,
  voltar,
} from '@prato/domain/messages'
import type { QrCard, QrSheet } from './qr-cards'
import * as styles from './qrcode.css'

function Card({ card }: { card: QrCard }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{card.title}</h2>
      <QrImage drawing={card.drawing} label={card.label} className={styles.code} />
      <p className={styles.caption}>{aponteACamera}</p>
      <p className={styles.link}>{card.link}</p>
    </li>
  )
}

/**
 * The restaurant's print view (`/{tenant}/qrcode?imprimir`, docs/decisions/0029): this page's code and one
 * labelled code per table, laid out for A4 by the print stylesheet (the shell and the toolbar stay off paper).
 * 'Imprimir' calls the browser's print once the page is awake; before that (or without JavaScript) the hint says
 * what to do, and the browser's own print gives the same sheet.
 */
export function QrSheetView({ sheet, backHref }: { sheet: QrSheet; backHref: string }) {
  const hydrated = useHydrated()
  return (
    <main className={styles.sheet}>
      <div className={styles.toolbar}>
        <h1 className={styles.sheetTitle}>{qrCodesParaImprimir}</h1>
        <Button href={backHref} variant="ghost">
          {voltar}
        </Button>
        {hydrated ? (
          <Button variant="primary" onClick={() => window.print()}>
            {imprimir}
          </Button>
        ) : null}
        <p className={styles.hint}>{dicaImpressao}</p>
        {sheet.tablesFailed ? (
          <p className={styles.alert} role="alert">
            {mesasIndisponiveis}
          </p>
        ) : null}
      </div>
      <ul className={styles.cards}>
        <Card card={sheet.page} />
        {sheet.tables.map((card) => (
          <Card key={card.key} card={card} />
        ))}
      </ul>
    </main>
  )
}

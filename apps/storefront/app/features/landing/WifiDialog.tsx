import { botaoWifi, fechar, wifiRede, wifiSenha } from '@prato/domain/messages'
import { useLinkComponent } from '@prato/ui'
import * as styles from './landing.css'

/**
 * 001 §2 "a WiFi dialog (network name and password, shown when both are set)". Rendered by the server for
 * `?dialog=wifi`, so it opens without JavaScript; closing is a link back to the page.
 */
export function WifiDialog({ rede, senha, closeHref }: { rede: string; senha: string; closeHref: string }) {
  const Link = useLinkComponent()
  return (
    <div className={styles.dialogBackdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="wifi-titulo">
        <h2 id="wifi-titulo" className={styles.sectionTitle}>
          {botaoWifi}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt className={styles.detailTerm}>{wifiRede}</dt>
            <dd className={styles.detailValue}>{rede}</dd>
          </div>
          <div>
            <dt className={styles.detailTerm}>{wifiSenha}</dt>
            <dd className={styles.detailValue}>{senha}</dd>
          </div>
        </dl>
        <p>
          <Link className={styles.button} href={closeHref}>
            {fechar}
          </Link>
        </p>
      </div>
    </div>
  )
}

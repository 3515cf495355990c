import { wifiRede, wifiSenha } from '@prato/domain/messages'
import * as styles from './wifi.css'

/** 001 §2 "a WiFi dialog (network name and password, shown when both are set)": what the diner types on the phone. */
export function WifiDetails({ rede, senha }: { rede: string; senha: string }) {
  return (
    <dl className={styles.details}>
      <div>
        <dt className={styles.term}>{wifiRede}</dt>
        <dd className={styles.value}>{rede}</dd>
      </div>
      <div>
        <dt className={styles.term}>{wifiSenha}</dt>
        <dd className={styles.value}>{senha}</dd>
      </div>
    </dl>
  )
}

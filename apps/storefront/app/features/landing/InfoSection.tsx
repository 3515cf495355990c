import { useLabels } from '../../lib/labels'
import type { TenantAddress } from '../../lib/tenant.server'
import * as styles from './landing.css'
import { contato, localizacao } from '@prato/domain/messages'

export type InfoSectionProps = {
  name: string
  description: string | null
  tempoMedioEntregaNome: string | null
  /** The phone as shown, (99) 9 9999-9999, and its tel: link (both made on the server). */
  phone: string | null
  phoneHref: string | null
  email: string | null
  emailHref: string | null
  address: TenantAddress | null
}

export function formatAddress(address: TenantAddress | null): string | null {
  if (!address) return null
  const street = [address.logradouro, address.numero].filter(Boolean).join(', ')
  const city = [address.cidade, address.uf].filter(Boolean).join(' - ')
  const parts = [street, address.bairro, city, address.cep ? `CEP ${address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null]
  const text = parts.filter(Boolean).join(' · ')
  return text || null
}

/**
 * Name, description, average delivery time, phone (masked), e-mail and address (000 §1). Everything is text:
 * a description with HTML in it shows the tags as characters.
 */
export function InfoSection(props: InfoSectionProps) {
  const labels = useLabels()
  const tel = props.phoneHref
  const mailto = props.emailHref
  const address = formatAddress(props.address)
  return (
    <section className={`${styles.section} ${styles.info}`} aria-labelledby="restaurante-nome">
      <div>
        <h1 id="restaurante-nome" className={styles.name}>
          {props.name}
        </h1>
        {props.description ? <p className={styles.description}>{props.description}</p> : null}
      </div>
      <dl className={styles.details} aria-label={contato}>
        {props.tempoMedioEntregaNome ? (
          <div>
            <dt className={styles.detailTerm}>{labels.tempoMedioEntrega}</dt>
            <dd className={styles.detailValue}>{props.tempoMedioEntregaNome}</dd>
          </div>
        ) : null}
        {props.phone ? (
          <div>
            <dt className={styles.detailTerm}>{labels.labelTelefone}</dt>
            <dd className={styles.detailValue}>
              {tel ? (
                <a className={styles.link} href={tel}>
                  {props.phone}
                </a>
              ) : (
                props.phone
              )}
            </dd>
          </div>
        ) : null}
        {props.email ? (
          <div>
            <dt className={styles.detailTerm}>{labels.labelEmail}</dt>
            <dd className={styles.detailValue}>
              {mailto ? (
                <a className={styles.link} href={mailto}>
                  {props.email}
                </a>
              ) : (
                props.email
              )}
            </dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt className={styles.detailTerm}>{localizacao}</dt>
            <dd className={styles.detailValue}>{address}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

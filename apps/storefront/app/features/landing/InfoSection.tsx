import {
  contato,
  labelEmail,
  labelTelefone,
  localizacao,
  tempoMedioEntrega,
} from '@prato/domain/messages'
import type { TenantAddress } from '../../lib/tenant.server'
import * as styles from './landing.css'

export type InfoSectionProps = {
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
  const parts = [
    street,
    address.bairro,
    city,
    address.cep ? `CEP ${address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null,
  ]
  const text = parts.filter(Boolean).join(' · ')
  return text || null
}

/**
 * Average delivery time, phone (masked), e-mail and address (000 §1); the name and the description head the page
 * in the hero. Everything is text, and a restaurant with none of these shows no empty section.
 */
export function InfoSection(props: InfoSectionProps) {
  const tel = props.phoneHref
  const mailto = props.emailHref
  const address = formatAddress(props.address)
  if (!props.tempoMedioEntregaNome && !props.phone && !props.email && !address) return null
  return (
    <section className={styles.section} aria-label={contato}>
      <dl className={styles.contacts}>
        {props.tempoMedioEntregaNome ? (
          <div>
            <dt className={styles.detailTerm}>{tempoMedioEntrega}</dt>
            <dd className={styles.detailValue}>{props.tempoMedioEntregaNome}</dd>
          </div>
        ) : null}
        {props.phone ? (
          <div>
            <dt className={styles.detailTerm}>{labelTelefone}</dt>
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
            <dt className={styles.detailTerm}>{labelEmail}</dt>
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

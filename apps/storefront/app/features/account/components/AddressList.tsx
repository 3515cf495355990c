import { Button } from '@prato/ui'
import { useFetcher } from '@remix-run/react'
import type { PersonAddress } from '#app/lib/addresses.server'
import { PlaceFields, useScreenPlace } from '#app/components/screen'
import { AlertBox } from '#app/components/AlertBox'
import { LinkButton, formStyles, type FormReply } from '#app/components/forms'
import * as styles from './account.css'
import {
  editar,
  enderecoParaEntrega,
  enderecoPrincipal,
  fechar,
  naoEntregaNesteEndereco,
  novoEndereco,
  selecionar,
  semEnderecos,
} from '@prato/domain/messages'

function editParams(a: PersonAddress) {
  return {
    id: a.id,
    nome: a.nome,
    logradouro: a.logradouro,
    numero: a.numero,
    complemento: a.complemento,
    referencia: a.referencia,
    cep: a.cep,
    cepId: a.cepId,
    nomeBairro: a.nomeBairro,
    bairroId: a.bairroId,
    nomeCidade: a.nomeCidade,
    cidadeId: a.cidadeId,
    uf: a.uf,
    latitude: a.latitude,
    longitude: a.longitude,
  }
}

/**
 * Endereço para entrega (000 §2): the user's addresses. Selecting one makes it the main address when the
 * restaurant delivers there (000 §4); the action decides from the server's list, not from this page.
 */
export function AddressList({
  addresses,
  actionData,
}: {
  addresses: PersonAddress[]
  actionData?: FormReply | null
}) {
  const place = useScreenPlace()
  const select = useFetcher<FormReply>()
  const alert = select.data?.alert ?? actionData?.alert ?? null
  return (
    <div className={formStyles.form}>
      <AlertBox alert={alert} />
      {addresses.length === 0 ? <p>{semEnderecos}</p> : null}
      <ul className={styles.list} aria-label={enderecoParaEntrega}>
        {addresses.map((a) => (
          <li key={a.id} className={a.flgPrincipal ? styles.cardMain : styles.card}>
            <p>
              <strong>{a.nome}</strong>
              {a.flgPrincipal ? <span className={styles.badge}>{enderecoPrincipal}</span> : null}
              <br />
              {[`${a.logradouro}, ${a.numero}`, a.complemento].filter(Boolean).join(' - ')}
              <br />
              {[a.nomeBairro, `${a.nomeCidade} / ${a.uf}`].filter(Boolean).join(', ')}
              {a.flgAceitaEntrega ? null : (
                <>
                  <br />
                  <em>{naoEntregaNesteEndereco}</em>
                </>
              )}
            </p>
            <div className={formStyles.actions}>
              {a.flgPrincipal ? null : (
                <select.Form method="post" action={place.action('enderecos')}>
                  <PlaceFields />
                  <input type="hidden" name="intent" value="selecionar" />
                  <input type="hidden" name="id" value={a.id} />
                  <Button type="submit" variant="primary" aria-label={`${selecionar} ${a.nome}`}>
                    {selecionar}
                  </Button>
                </select.Form>
              )}
              <LinkButton
                to={place.href('endereco', editParams(a))}
                aria-label={`${editar} ${a.nome}`}
              >
                {editar}
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
      <div className={formStyles.actions}>
        <LinkButton to={place.href('pesquisar-endereco')} variant="primary">
          {novoEndereco}
        </LinkButton>
        <LinkButton to={place.closeHref}>{fechar}</LinkButton>
      </div>
    </div>
  )
}

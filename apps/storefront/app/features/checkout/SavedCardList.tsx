import { CARD_BRANDS, cardBrandName } from '@prato/domain'
import {
  adicionarCartao,
  cartaoFinal,
  cartaoPrincipal,
  cartoesSalvos,
  nenhumCartaoSalvo,
} from '@prato/domain/messages'
import { Badge, Button, RadioGroup, type RadioOption } from '@prato/ui'
import { useLocation } from '@remix-run/react'
import { dialogHref } from '#app/components/dialogs'
import type { SavedCard } from '#app/lib/payment.server'
import * as styles from './checkout.css'

export type SavedCardListProps = {
  /** The diner's saved cards (`loadSavedCards`), the main one first. */
  cards: readonly SavedCard[]
  /** The card checked at first (e.g. the `?cartao=` the new card dialog returns with); else the main card. */
  selectedId?: number | null
  /** The radio group's field name; the order payload's `pessoaCarteiraId` by default. */
  name?: string
  /** A message next to the group (e.g. the checkout's 'Insira uma forma de pagamento!'). */
  error?: string
}

/** The card's brand as 001 §3 "Card brands" names it ('Outros' for an id the list does not have). */
function brandOf(card: SavedCard): string {
  return cardBrandName(card.bandeira) ?? cardBrandName(CARD_BRANDS.Outros) ?? ''
}

/**
 * The diner's saved cards as a radio group named `pessoaCarteiraId` (001 §3 "Saved card": '**** 1234', the brand,
 * the holder, the main one marked), and 'Adicionar cartão', which opens the new card dialog over the current page.
 * Presentational: the checkout loads the cards (`loadSavedCards`) and reads the chosen id from its form.
 */
export function SavedCardList({
  cards,
  selectedId,
  name = 'pessoaCarteiraId',
  error,
}: SavedCardListProps) {
  const location = useLocation()
  const addHref = dialogHref(`${location.pathname}${location.search}`, 'novo-cartao')
  const checked =
    cards.find((c) => c.id === selectedId) ?? cards.find((c) => c.principal) ?? cards[0]
  const options: RadioOption[] = cards.map((card) => ({
    value: String(card.id),
    label: (
      <>
        {brandOf(card)} {cartaoFinal(card.numerosFinais)}{' '}
        {card.principal ? <Badge tone="info">{cartaoPrincipal}</Badge> : null}
      </>
    ),
    description: card.nomePortador,
  }))
  return (
    <div className={styles.column}>
      {cards.length > 0 ? (
        <RadioGroup
          // a new card (or a new choice) after a redirect is checked: uncontrolled radios keep their first state
          key={`${checked?.id ?? ''}-${cards.length}`}
          id={`${name}-cartoes`}
          name={name}
          legend={cartoesSalvos}
          options={options}
          defaultValue={checked ? String(checked.id) : undefined}
          error={error}
        />
      ) : (
        <>
          <p className={styles.detail}>{nenhumCartaoSalvo}</p>
          {error ? (
            <p className={styles.refused} role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
      <div>
        <Button href={addHref} variant="secondary">
          {adicionarCartao}
        </Button>
      </div>
    </div>
  )
}

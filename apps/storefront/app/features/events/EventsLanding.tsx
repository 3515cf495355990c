import {
  eventoCapacidade,
  eventos,
  eventosEspacos,
  eventosOpcoesCardapio,
  minhasReservasDeEventos,
  montar,
  porPessoa,
} from '@prato/domain/messages'
import { Button, Link, ProductCard } from '@prato/ui'
import type { EventMenu, EventSpace } from './event-view'
import * as styles from './events.css'

/**
 * The events page (001 §2 /{tenant}/eventos): the restaurant's spaces (top-lista-ambientes) with their capacity
 * and price, its event menus (top-lista-cardapio) priced per person, and 'Montar', which opens the wizard.
 * Props only: the route loads.
 */
export function EventsLanding({
  spaces,
  menus,
  wizardHref,
  reservationsHref,
}: {
  spaces: EventSpace[]
  menus: EventMenu[]
  wizardHref: string
  reservationsHref: string
}) {
  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{eventos}</h1>
        <Button href={wizardHref}>{montar}</Button>
      </div>
      <Link href={reservationsHref}>{minhasReservasDeEventos}</Link>
      {spaces.length > 0 ? (
        <section className={styles.section} aria-labelledby="eventos-espacos">
          <h2 id="eventos-espacos">{eventosEspacos}</h2>
          <div className={styles.cards}>
            {spaces.map((space, index) => (
              <ProductCard
                key={space.id}
                headingLevel={3}
                imageLoading={index < 2 ? 'eager' : 'lazy'}
                produto={{
                  nomeCompleto: space.nome,
                  textoInformativo: space.descricao,
                  imagem: space.imagemUrl,
                  preco: space.preco,
                }}
                note={eventoCapacidade(space.capacidade)}
              />
            ))}
          </div>
        </section>
      ) : null}
      {menus.length > 0 ? (
        <section className={styles.section} aria-labelledby="eventos-cardapios">
          <h2 id="eventos-cardapios">{eventosOpcoesCardapio}</h2>
          <div className={styles.cards}>
            {menus.map((menu) => (
              <ProductCard
                key={menu.id}
                headingLevel={3}
                produto={{
                  nomeCompleto: menu.nome,
                  textoInformativo: menu.descricao,
                  imagem: menu.imagemUrl,
                  preco: menu.valorBasePessoa,
                }}
                note={porPessoa}
              />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  )
}

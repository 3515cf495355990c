import type { ShoppingModel } from './shopping-model'
import * as css from './shopping.css'
import { lojas } from '@prato/domain/messages'

export function ShoppingHeader({ shopping }: { shopping: ShoppingModel }) {
  return (
    <div className={css.hero}>
      {shopping.imagemUrl ? (
        <img className={css.heroLogo} src={shopping.imagemUrl} alt="" width={96} height={96} />
      ) : null}
      <div>
        <h1 className={css.title}>{shopping.nome}</h1>
        {shopping.mensagem ? <p className={css.message}>{shopping.mensagem}</p> : null}
      </div>
    </div>
  )
}

export function StoreList({ shopping }: { shopping: ShoppingModel | null }) {
  const stores = shopping?.stores ?? []
  return (
    <section aria-labelledby="lojas-titulo">
      <h2 id="lojas-titulo" className={css.storesTitle}>
        {lojas}
      </h2>
      <ul className={css.stores}>
        {stores.map((s) => (
          <li key={s.key} className={css.store}>
            {s.logoUrl ? (
              <img
                className={css.storeLogo}
                src={s.logoUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            ) : (
              <span className={css.storeLogo} aria-hidden="true" />
            )}
            <div>
              <h3 className={css.storeName}>
                {s.href ? (
                  <a className={css.storeLink} href={s.href}>
                    {s.nome}
                  </a>
                ) : (
                  s.nome
                )}
              </h3>
              {s.specialties.length > 0 ? (
                <p className={css.storeText}>{s.specialties.join(', ')}</p>
              ) : null}
              {s.mensagem ? <p className={css.storeText}>{s.mensagem}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { buscar, pesquisarProduto } from '@prato/domain/messages'
import { Button, SearchField, useTypedBeforeHydration } from '@prato/ui'
import { useHydrated } from '@prato/web-server'
import * as styles from './menu.css'

/**
 * The menu search (001 §2): a GET form (`?busca=`) that the server answers filtered when there is no JavaScript;
 * with JavaScript every keystroke filters the page at once and the form never navigates.
 */
export function MenuSearch({
  action,
  query,
  onQuery,
  id = 'busca',
}: {
  action: string
  query: string
  onQuery: (query: string) => void
  id?: string
}) {
  const hydrated = useHydrated()
  // a diner on a slow phone types before this code arrives: the words are kept, and filter once it has
  const field = useTypedBeforeHydration<HTMLInputElement>(query, onQuery)
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={styles.searchRow}
      onSubmit={(event) => {
        if (hydrated) event.preventDefault()
      }}
    >
      <SearchField
        ref={field}
        id={id}
        name="busca"
        label={pesquisarProduto}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        reserveMessageSpace={false}
      />
      <Button type="submit" variant="secondary">
        {buscar}
      </Button>
    </form>
  )
}

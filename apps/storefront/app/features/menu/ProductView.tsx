import {
  defaultSize,
  describeMPriceRule,
  formatMoney,
  priceSelection,
  toCentavos,
  validateProduct,
  variationFieldName,
  variationsForSize,
  type ProductSelection,
  type Variation,
} from '@prato/domain'
import {
  adicionar,
  escolhaAte,
  escolhaPartes,
  labelObservacao,
  labelQuantidade,
  labelTamanho,
  nenhumaOpcao,
  produtoEmFalta,
  produtoIndisponivel,
  somenteTamanho,
  totalDoItem,
} from '@prato/domain/messages'
import {
  Button,
  CheckboxGroup,
  Counter,
  Money,
  PriceTag,
  Prompt,
  RadioGroup,
  TextArea,
} from '@prato/ui'
import { serverRefusal, useHydrated } from '@prato/web-server'
import { useFetcher } from '@remix-run/react'
import { useRef, useState, type FormEvent } from 'react'
import { AlertBox } from '#app/components/AlertBox'
import { cartError, type AddFeedback, type CartReply } from '#app/lib/cart'
import type { ProductScreenData } from './product-view'
import * as styles from './ProductView.css'

type Selection = Required<ProductSelection>
type Problem = { message: string; rule: string; variacaoId: number | null }

export type ProductViewProps = ProductScreenData & {
  /** The product route's URL (with this view's query), whose action adds to the cart. */
  action: string
  /** Where the diner goes after adding (the menu without the dialog). */
  backTo: string
  /** The links of the login prompt: 'Fazer login', and 'Continuar sem cadastro' (the offline customer's form) or
   * 'Cancelar'. */
  loginHref: string
  offlineHref: string
  otherHref: string
  /** The answer of a refused add when the page itself is that answer (a post without JavaScript). */
  answer?: CartReply | null
}

function initialSelection(data: ProductViewProps): Selection {
  const fromServer =
    cartError(data.answer?.errors, 'product')?.feedback.selection ?? data.line?.selection
  if (fromServer) return fromServer
  return {
    tamanhoId: defaultSize(data.product)?.tamanhoId ?? null,
    variacoes: {},
    quantidade: 1,
    observacao: null,
  }
}

function problemOf(answer: CartReply | null | undefined, refusal: string | null): Problem | null {
  // a forged or malformed post (nothing the form lets a diner send) is said above the button
  const invalid = cartError(answer?.errors, 'invalid')
  if (invalid) return { message: invalid.message, rule: 'invalid', variacaoId: null }
  const feedback = cartError(answer?.errors, 'product')?.feedback
  if (feedback?.status === 'refused')
    return { message: feedback.message, rule: feedback.rule, variacaoId: feedback.variacaoId }
  // the server's own refusal of the post, before the product's action (a page opened by another address: 403)
  return refusal ? { message: refusal, rule: 'servidor', variacaoId: null } : null
}

/** The ids chosen in a variation, one entry per unit or part (the form posts one value each). */
function chosenValues(selection: Selection, variationId: number): string[] {
  return Object.entries(selection.variacoes[variationId] ?? {}).flatMap(([id, q]) =>
    Array.from({ length: q }, () => id),
  )
}

/**
 * The product view (001 §5 "Adding a product"): sizes, the variations valid for the chosen size (U a single
 * choice, S several up to qtdeMax, M fractional parts with the price rule said first), observation, quantity and
 * a running total computed by the same domain function the cart charges with. "Adicionar" posts the choices —
 * never a price — to the product route's action (`ctx.cart.add`), which reloads the product and decides; each
 * refusal is shown next to the part it concerns. Without JavaScript it is a plain form, and the route's answer is
 * this view again.
 */
export function ProductView(props: ProductViewProps) {
  const { product, pdvId, shopOpen, line, action, backTo } = props
  const fetcher = useFetcher<CartReply>()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [selection, setSelection] = useState<Selection>(() => initialSelection(props))
  const [clientProblem, setClientProblem] = useState<Problem | null>(null)
  const [dismissedConflict, setDismissedConflict] = useState<object | null>(null)

  const answer = fetcher.data ?? props.answer ?? null
  const feedback: AddFeedback | null = cartError(answer?.errors, 'product')?.feedback ?? null
  // a post the server refused before the action (403, another address) answers an alert, not a cart answer
  const refused = fetcher.data?.errors ? null : serverRefusal(fetcher.data)
  const problem = clientProblem ?? (fetcher.state === 'idle' ? problemOf(answer, refused) : null)
  const pending = fetcher.state !== 'idle'
  const priced = priceSelection(product, selection)
  const sizes = product.precos
  const variations = variationsForSize(product, selection.tamanhoId)
  // said before the diner chooses; 'Adicionar' refuses with the same message (001 §5)
  const unavailable = product.flgEmFalta
    ? produtoEmFalta
    : product.flgDisponivel === false
      ? produtoIndisponivel
      : null
  const sizeNames = new Map(sizes.map((s) => [s.tamanhoId, s.tamanhoNome]))

  const update = (next: Partial<Selection>) => {
    setClientProblem(null)
    setSelection((current) => ({ ...current, ...next }))
  }
  const setChoices = (variation: Variation, values: readonly string[]) => {
    const picks: Record<number, number> = {}
    for (const value of values) picks[Number(value)] = (picks[Number(value)] ?? 0) + 1
    update({ variacoes: { ...selection.variacoes, [variation.id]: picks } })
  }

  const submit = (event: FormEvent<HTMLFormElement>, extra?: Record<string, string>) => {
    if (!hydrated) return // a plain POST; the route's answer is this view again
    event.preventDefault()
    const check = validateProduct(product, selection, { shopOpen })
    if (!check.ok) {
      setClientProblem({
        message: check.message,
        rule: check.rule,
        variacaoId: check.variacaoId ?? null,
      })
      return
    }
    const form = new FormData(event.currentTarget)
    for (const [key, value] of Object.entries(extra ?? {})) form.set(key, value)
    fetcher.submit(form, { method: 'post', action })
  }
  const answerConflict = (answer: 'sim' | 'nao') => {
    const form = formRef.current
    if (!form) return
    const data = new FormData(form)
    data.set('trocarModo', answer)
    fetcher.submit(data, { method: 'post', action })
  }

  const optionLabel = (variation: Variation, item: Variation['items'][number]) => {
    const price = toCentavos(item.preco)
    const size =
      item.tamanhoId && selection.tamanhoId == null
        ? ` (${somenteTamanho(sizeNames.get(item.tamanhoId) ?? '')})`
        : ''
    if (price <= 0) return `${item.nomeCompleto}${size}`
    return variation.flgTipo === 'M'
      ? `${item.nomeCompleto} — ${formatMoney(price)}${size}`
      : `${item.nomeCompleto} (+ ${formatMoney(price)})${size}`
  }
  const errorFor = (variation: Variation) =>
    problem?.rule === 'variacao' && problem.variacaoId === variation.id
      ? problem.message
      : undefined
  const generalProblem =
    problem && problem.rule !== 'tamanho' && problem.rule !== 'variacao' ? problem : null

  const conflict = feedback?.status === 'conflict' && fetcher.state === 'idle' ? feedback : null
  const login = feedback?.status === 'login' && fetcher.state === 'idle' ? feedback : null

  return (
    <article className={styles.productView} aria-labelledby={`produto-${product.id}`}>
      {product.imagem ? (
        <img
          className={styles.productImage}
          src={product.imagem}
          alt=""
          width={480}
          height={270}
          decoding="async"
        />
      ) : null}
      <h2 id={`produto-${product.id}`} className={styles.productName}>
        {product.nomeCompleto}
      </h2>
      {product.textoInformativo ? (
        <p className={styles.productInfo}>{product.textoInformativo}</p>
      ) : null}
      {unavailable ? <p className={styles.productStatus}>{unavailable}</p> : null}
      <PriceTag
        price={toCentavos(product.preco)}
        normalPrice={product.valorPrecoNormal == null ? null : toCentavos(product.valorPrecoNormal)}
        variable={product.flgPrecoVariavel}
      />

      <form
        ref={formRef}
        method="post"
        action={action}
        className={styles.productForm}
        onSubmit={(event) => submit(event)}
        noValidate
      >
        <input type="hidden" name="produtoId" value={product.id} />
        <input type="hidden" name="pdvId" value={pdvId} />
        <input type="hidden" name="redirectTo" value={backTo} />
        {line ? <input type="hidden" name="uuid" value={line.uuid} /> : null}

        {sizes.length > 0 ? (
          <RadioGroup
            name="tamanhoId"
            legend={labelTamanho}
            options={sizes.map((s) => ({
              value: String(s.tamanhoId),
              // a size priced at zero (its flavours carry the price, e.g. half-and-half) shows no price
              label:
                toCentavos(s.valorPreco) > 0
                  ? `${s.tamanhoNome} — ${formatMoney(toCentavos(s.valorPreco))}`
                  : s.tamanhoNome,
            }))}
            value={selection.tamanhoId == null ? '' : String(selection.tamanhoId)}
            onChange={(value) => update({ tamanhoId: Number(value) })}
            error={problem?.rule === 'tamanho' ? problem.message : undefined}
            orientation="horizontal"
            reserveMessageSpace={false}
          />
        ) : null}

        {variations.map((variation) => {
          const name = variationFieldName(variation.id)
          const options = variation.items.map((item) => ({
            value: String(item.id),
            label: optionLabel(variation, item),
            description: item.textoInformativo ?? undefined,
          }))
          const values = chosenValues(selection, variation.id)
          if (variation.flgTipo === 'U') {
            return (
              <RadioGroup
                key={variation.id}
                name={name}
                legend={variation.nome}
                options={
                  variation.qtdeMin > 0 ? options : [{ value: '', label: nenhumaOpcao }, ...options]
                }
                value={values[0] ?? ''}
                onChange={(value) => setChoices(variation, value ? [value] : [])}
                error={errorFor(variation)}
                reserveMessageSpace={false}
              />
            )
          }
          const rule = describeMPriceRule(variation)
          const limit =
            variation.qtdeMax > 0
              ? variation.flgTipo === 'M'
                ? escolhaPartes(variation.qtdeMax)
                : escolhaAte(variation.qtdeMax)
              : null
          return (
            <CheckboxGroup
              key={variation.id}
              name={name}
              legend={variation.nome}
              description={[rule, limit].filter(Boolean).join('. ') || undefined}
              options={options}
              values={values}
              onChange={(next) => setChoices(variation, next)}
              error={errorFor(variation)}
              reserveMessageSpace={false}
            />
          )
        })}

        <TextArea
          name="observacao"
          label={labelObservacao}
          maxLength={140}
          rows={2}
          value={selection.observacao ?? ''}
          onChange={(event) => update({ observacao: event.target.value })}
          reserveMessageSpace={false}
        />

        <div className={styles.productFooter}>
          <Counter
            name="quantidade"
            label={labelQuantidade}
            min={0}
            max={9999}
            value={selection.quantidade}
            onChange={(quantidade) => update({ quantidade })}
          />
          <p className={styles.productTotal} aria-live="polite">
            {totalDoItem}: <Money as="strong" value={priced.totalCentavos} />
          </p>
        </div>

        {generalProblem ? (
          <AlertBox alert={{ tone: 'danger', message: generalProblem.message }} />
        ) : null}
        {login ? (
          <div className={styles.loginPrompt} role="alert">
            <p>{login.message}</p>
            <div className={styles.promptActions}>
              <Button href={props.loginHref}>{login.login}</Button>
              <Button
                href={login.offline ? props.offlineHref : props.otherHref}
                variant="secondary"
              >
                {login.other}
              </Button>
            </div>
          </div>
        ) : null}
        {conflict ? (
          // Before hydration the question is part of the page, each answer re-posting the same choices; a dialog after.
          <Prompt
            hydrated={hydrated}
            open={dismissedConflict !== conflict}
            onOpenChange={(open) => (open ? undefined : setDismissedConflict(conflict))}
            title={conflict.dialog.title}
            message={conflict.dialog.message}
            confirm={{
              label: conflict.dialog.confirm,
              name: 'trocarModo',
              value: 'sim',
              onSelect: () => answerConflict('sim'),
            }}
            cancel={{
              label: conflict.dialog.cancel,
              name: 'trocarModo',
              value: 'nao',
              onSelect: () => answerConflict('nao'),
            }}
          />
        ) : null}

        <Button type="submit" fullWidth loading={pending}>
          {adicionar}
        </Button>
      </form>
    </article>
  )
}

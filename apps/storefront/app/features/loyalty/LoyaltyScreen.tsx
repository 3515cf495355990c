import { REWARD_QTY_MAX, REWARD_QTY_MIN } from '@prato/domain'
import {
  botaoFidelidade,
  codigoResgate,
  facaLoginParaContinuar,
  fidelidadeHistorico,
  fidelidadeRecompensas,
  fidelidadeResgates,
  fidelidadeSobre,
  indisponivel,
  labelObservacaoResgate,
  labelQuantidade,
  participar,
  pontosAdesao,
  premioIndisponivel,
  quantidadePontos,
  quantidadeResgatada,
  resgatar,
  saldoPontos,
  semLancamentos,
  semPremios,
  semResgates,
  voceParticipaCampanha,
} from '@prato/domain/messages'
import { Badge, Button, Counter, EmptyState, Tabs, TextField } from '@prato/ui'
import { Form, useFetcher } from '@remix-run/react'
import { Suspense, useState, type FormEvent } from 'react'
import { AlertBox } from '#app/components/AlertBox'
import type { FormReply } from '#app/components/forms'
import { RedemptionCode } from './deferred'
import { LedgerIcon } from './LedgerIcon'
import type {
  CampaignView,
  LedgerEntryView,
  LoyaltyTab,
  RedemptionView,
  RewardView,
} from './loyalty-view'
import * as styles from './loyalty.css'

export type LoyaltyScreenProps = {
  campaign: CampaignView
  ledger: LedgerEntryView[]
  rewards: RewardView[]
  redemptions: RedemptionView[]
  tab: LoyaltyTab
  /** The address of each tab (`?aba=`), so a tab opens without JavaScript. */
  hrefOf: (tab: LoyaltyTab) => string
  onTabChange?: (tab: LoyaltyTab) => void
  /** The route the forms post to. */
  action: string
  /** A refused redemption posted without JavaScript: the page's action data. */
  actionData?: FormReply | null
}

/** The page frame with its heading. */
export function LoyaltyPage({ children }: { children: React.ReactNode }) {
  return (
    <main className={styles.page} aria-labelledby="fidelidade-titulo">
      <h1 id="fidelidade-titulo" className={styles.title}>
        {botaoFidelidade}
      </h1>
      {children}
    </main>
  )
}

/** 002 §2: "If not logged in it shows 'Faça Login para continuar', which opens login." */
export function LoyaltyLogin({ loginHref }: { loginHref: string }) {
  return (
    <LoyaltyPage>
      <div className={styles.card}>
        <Button href={loginHref} variant="primary">
          {facaLoginParaContinuar}
        </Button>
      </div>
    </LoyaltyPage>
  )
}

/** /{site}/fidelidade (002 §2): the four tabs Sobre, Histórico, Recompensas, Resgates. */
export function LoyaltyScreen(props: LoyaltyScreenProps) {
  const { campaign, tab, hrefOf, onTabChange } = props
  const items = [
    { value: 'sobre', label: fidelidadeSobre, content: <About {...props} /> },
    { value: 'historico', label: fidelidadeHistorico, content: <Ledger entries={props.ledger} /> },
    { value: 'recompensas', label: fidelidadeRecompensas, content: <Rewards {...props} /> },
    {
      value: 'resgates',
      label: fidelidadeResgates,
      content: <Redemptions redemptions={props.redemptions} />,
    },
  ] as const
  return (
    <LoyaltyPage>
      <p className={styles.balance}>
        <span>{saldoPontos}:</span>
        <span>{quantidadePontos(campaign.saldo)}</span>
      </p>
      <Tabs
        label={botaoFidelidade}
        fullWidth
        value={tab}
        onValueChange={(value) => onTabChange?.(value as LoyaltyTab)}
        items={items.map((item) => ({ ...item, href: hrefOf(item.value) }))}
      />
    </LoyaltyPage>
  )
}

function About({ campaign, action }: LoyaltyScreenProps) {
  return (
    <section className={styles.card} aria-labelledby="campanha-nome">
      {campaign.imagemUrl ? (
        <img
          className={styles.campaignImage}
          src={campaign.imagemUrl}
          alt=""
          width={640}
          height={320}
        />
      ) : null}
      <h2 id="campanha-nome">{campaign.nome}</h2>
      {campaign.linhas.length > 0 ? (
        <ul className={styles.bullets}>
          {campaign.linhas.map((linha) => (
            <li key={linha}>{linha}</li>
          ))}
        </ul>
      ) : null}
      <p>
        {pontosAdesao}: <strong>{quantidadePontos(campaign.pontosAdesao)}</strong>
      </p>
      {campaign.participa ? (
        <p role="status">{voceParticipaCampanha}</p>
      ) : (
        <Form method="post" action={action} className={styles.actions}>
          <input type="hidden" name="intent" value="aderir" />
          <Button type="submit" variant="primary">
            {participar}
          </Button>
        </Form>
      )}
    </section>
  )
}

function Ledger({ entries }: { entries: LedgerEntryView[] }) {
  if (entries.length === 0) return <EmptyState title={semLancamentos} headingLevel={2} />
  return (
    <ul className={styles.ledger}>
      {entries.map((entry, index) => (
        <li key={`${entry.data}-${index}`} className={styles.ledgerEntry}>
          <span className={styles.ledgerIcon}>
            <LedgerIcon tipo={entry.icone} />
          </span>
          <div>
            <p>{entry.nome}</p>
            <p className={styles.muted}>
              {entry.data} · {entry.tipoNome}
            </p>
          </div>
          <span
            className={`${styles.points} ${entry.tipo === 'debito' ? styles.debit : styles.credit}`}
          >
            {entry.pontos > 0 ? '+' : '−'}
            {quantidadePontos(Math.abs(entry.pontos))}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Rewards({ rewards, campaign, action, actionData }: LoyaltyScreenProps) {
  if (rewards.length === 0) return <EmptyState title={semPremios} headingLevel={2} />
  return (
    <ul className={styles.grid}>
      {rewards.map((reward) => (
        <li key={reward.id}>
          <RewardCard
            reward={reward}
            contaId={campaign.contaId}
            canRedeem={campaign.participa}
            action={action}
            actionData={replyFor(actionData, reward.id)}
          />
        </li>
      ))}
    </ul>
  )
}

/** The page's action data belongs to the reward whose form was posted (conform echoes what was posted). */
function replyFor(actionData: FormReply | null | undefined, premioId: number) {
  const posted = actionData?.result?.initialValue?.premioId
  return posted === String(premioId) ? actionData : null
}

function RewardCard({
  reward,
  contaId,
  canRedeem,
  action,
  actionData,
}: {
  reward: RewardView
  contaId: number | null
  canRedeem: boolean
  action: string
  actionData: FormReply | null | undefined
}) {
  // A plain form (the action parses it with the domain's schema): conform's weight is not worth two fields whose
  // limits the inputs already carry.
  const fetcher = useFetcher<FormReply>()
  const reply = fetcher.data ?? actionData
  const refusal =
    reply?.alert?.message ?? Object.values(reply?.result?.error ?? {}).flat()[0] ?? null
  const posted = reply?.result?.initialValue
  const [refused, setRefused] = useState(false)
  const titleId = `premio-${reward.id}-nome`
  // 002 §5: an unavailable reward is refused here and nothing is sent (the action refuses it too, without
  // JavaScript). Capture runs before the form's own submit handling.
  const refuseUnavailable = (event: FormEvent<HTMLDivElement>) => {
    if (reward.disponivel) return
    event.preventDefault()
    event.stopPropagation()
    setRefused(true)
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.rewardHead}>
        {reward.imagemUrl ? (
          <img className={styles.thumb} src={reward.imagemUrl} alt="" width={72} height={72} />
        ) : (
          <span className={styles.thumb} />
        )}
        <div>
          <h2 id={titleId} className={styles.rewardName}>
            {reward.nome}
          </h2>
          {reward.texto ? <p className={styles.muted}>{reward.texto}</p> : null}
          <p className={styles.points}>{quantidadePontos(reward.pontoCusto)}</p>
          {reward.disponivel ? null : <Badge tone="warning">{indisponivel}</Badge>}
        </div>
      </div>
      {canRedeem && contaId ? (
        <div onSubmitCapture={refuseUnavailable}>
          {refused ? <AlertBox alert={{ tone: 'danger', message: premioIndisponivel }} /> : null}
          {/* posted without JavaScript, a refusal is answered by the page at this tab (?aba=recompensas) */}
          {refusal && fetcher.state === 'idle' ? (
            <AlertBox alert={{ tone: 'danger', message: refusal }} />
          ) : null}
          <fetcher.Form method="post" action={`${action}?aba=recompensas`} className={styles.form}>
            <input type="hidden" name="intent" value="resgatar" />
            <input type="hidden" name="premioId" value={reward.id} />
            <input type="hidden" name="fidelidadeContaId" value={contaId} />
            <Counter
              id={`premio-${reward.id}-qtde`}
              name="qtdePremio"
              label={labelQuantidade}
              min={REWARD_QTY_MIN}
              max={REWARD_QTY_MAX}
              defaultValue={Number(posted?.qtdePremio ?? 1) || 1}
            />
            <TextField
              id={`premio-${reward.id}-observacao`}
              name="observacao"
              label={labelObservacaoResgate}
              defaultValue={typeof posted?.observacao === 'string' ? posted.observacao : undefined}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
                {resgatar}
              </Button>
            </div>
          </fetcher.Form>
        </div>
      ) : null}
    </article>
  )
}

function Redemptions({ redemptions }: { redemptions: RedemptionView[] }) {
  if (redemptions.length === 0) return <EmptyState title={semResgates} headingLevel={2} />
  return (
    <ul className={styles.grid}>
      {redemptions.map((r) => (
        <li key={r.chave}>
          <article className={`${styles.card} ${styles.redemption}`} aria-label={r.premioNome}>
            <div className={styles.stack}>
              <h2>{r.premioNome}</h2>
              <p className={styles.muted}>{r.data}</p>
              <p>{quantidadeResgatada(r.qtde)}</p>
              <p className={styles.points}>{quantidadePontos(r.pontoCusto * r.qtde)}</p>
              <p>
                <Badge
                  tone={
                    r.flgStatus === 'C' ? 'danger' : r.flgStatus === 'P' ? 'warning' : 'success'
                  }
                >
                  {r.status}
                </Badge>
              </p>
              <p className={styles.muted}>
                {codigoResgate}: <span className={styles.key}>{r.chave}</span>
              </p>
            </div>
            <div className={styles.qr}>
              <Suspense fallback={null}>
                <RedemptionCode chave={r.chave} />
              </Suspense>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

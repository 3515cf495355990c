// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { formatMoney, messages } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { storyRenderer, type StoryModule } from '#app/test/stories'

// The tab's stories are its catalogue of states: each renders, and the states 002 §2–§4 name show (or hide) what
// it says — the totals rows by their rules, the toggle only while open, the dialog's steps, the split's shares.

afterEach(cleanup)

const { all, renderStory } = storyRenderer(
  import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }),
)

/** A text as Testing Library reads the page (its non-breaking spaces, e.g. in 'R$ 1,00', become plain ones). */
const shown = (text: string) => text.replace(/\s/g, ' ')

const TAB = 'Storefront/Minha Conta/Conta'
const DIALOG = 'Storefront/Minha Conta/Pagar parte da conta'
const SPLIT = 'Storefront/Minha Conta/Dividir a conta'

/** The totals block's rows as label → amount text. */
async function totals() {
  const block = await screen.findByRole('region', { name: messages.resumoConta })
  return Object.fromEntries(
    within(block)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )
}

describe('tab stories', () => {
  it.each(all)('$title / $name renders', async ({ title, name }) => {
    const { container } = renderStory(title, name)
    await screen.findAllByText(/./)
    expect(container.textContent).not.toBe('')
  })

  it('open and part paid: every row, partial paid and remaining included; the toggle and Novo Pedido', async () => {
    renderStory(TAB, 'Aberta')
    expect(await totals()).toEqual({
      [messages.taxaServicoConta]: formatMoney(1208),
      [messages.descontoConta]: formatMoney(0),
      [messages.pagoParcial]: formatMoney(3000),
      [messages.restanteAPagar]: formatMoney(10288),
      [messages.couvert]: formatMoney(0),
      [messages.total]: formatMoney(13288),
    })
    expect(screen.getByRole('navigation', { name: messages.verConta })).toBeTruthy()
    expect(screen.getByRole('link', { name: messages.produtos }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(screen.getByRole('link', { name: messages.novoPedido })).toBeTruthy()
  })

  it('nothing paid: no partial paid row; closed and paid: no remaining row, no toggle', async () => {
    renderStory(TAB, 'AbertaSemPagamento')
    expect(Object.keys(await totals())).not.toContain(messages.pagoParcial)
    cleanup()
    renderStory(TAB, 'Fechada')
    const rows = await totals()
    expect(Object.keys(rows)).not.toContain(messages.restanteAPagar)
    expect(rows[messages.pagoParcial]).toBe(formatMoney(13288))
    expect(screen.queryByRole('navigation', { name: messages.verConta })).toBeNull()
    expect(screen.queryByRole('link', { name: messages.novoPedido })).toBeNull()
    expect(screen.getByText(messages.pontosResgatadosConta(133))).toBeTruthy()
  })

  it('loyalty: the redeem button and the join link', async () => {
    renderStory(TAB, 'FechadaResgatePontos')
    expect(
      await screen.findByRole('button', { name: messages.resgatePontosConta(133) }),
    ).toBeTruthy()
    cleanup()
    renderStory(TAB, 'ParticipeFidelidade')
    expect(
      (await screen.findByRole('link', { name: messages.participeFidelidade })).getAttribute(
        'href',
      ),
    ).toBe('/bella-napoli/fidelidade')
  })

  it('the partial payment: 0,00 by default, the QR with its copy, consulting, the receipt', async () => {
    renderStory(DIALOG, 'Valor')
    expect(
      ((await screen.findByLabelText(messages.valorDoPagamento)) as HTMLInputElement).value,
    ).toMatch(/0,00$/)
    cleanup()
    renderStory(DIALOG, 'QrCode')
    expect(await screen.findByRole('link', { name: messages.jaEfetueiPagamento })).toBeTruthy()
    expect(screen.getByText(messages.pixAguardandoPagamento)).toBeTruthy()
    cleanup()
    renderStory(DIALOG, 'Consultando')
    expect(await screen.findByText(messages.consultandoPagamento)).toBeTruthy()
    expect(screen.queryByRole('link', { name: messages.jaEfetueiPagamento })).toBeNull()
    cleanup()
    renderStory(DIALOG, 'Aprovado')
    expect(await screen.findByText(messages.pagamentoAprovado)).toBeTruthy()
    expect(screen.getByText(shown(formatMoney(2500)))).toBeTruthy()
  })

  it('the split: ticking a line and choosing the people show the share', async () => {
    renderStory(SPLIT, 'Aberto')
    const risoto = await screen.findByRole('checkbox', { name: /Risoto de Funghi/ })
    fireEvent.click(risoto)
    // R$ 52,90 + its part of R$ 27,58 (service + cover − discount) on R$ 120,80: floor(2758 × 5290 / 12080) = 1207
    expect(await screen.findByText(shown(messages.suaParte(formatMoney(6497))))).toBeTruthy()
    // R$ 148,38 among 2
    expect(screen.getByText(shown(messages.suaParte(formatMoney(7419))))).toBeTruthy()
    fireEvent.change(screen.getByLabelText(messages.numeroPessoas), { target: { value: '3' } })
    expect(await screen.findByText(shown(messages.suaParte(formatMoney(4946))))).toBeTruthy()
  })
})

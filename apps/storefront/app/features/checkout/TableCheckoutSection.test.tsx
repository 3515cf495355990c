// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { formatMoney, messages, tableOrderTotals } from '@prato/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleCart } from '#app/test/catalogue'
import { storyRenderer, type StoryModule } from '#app/test/stories'

// The table checkout's stories as its catalogue of states (001 §4–§7 on the premises): each renders, and the
// simple-orders venue and the direct order picked up show what 001 §6 says of them.

afterEach(cleanup)

const { all, renderStory } = storyRenderer(
  import.meta.glob<StoryModule>('./TableCheckoutSection.stories.tsx', { eager: true }),
)

/** A text as Testing Library reads the page (its non-breaking spaces, e.g. in 'R$ 1,00', become plain ones). */
const shown = (text: string) => text.replace(/\s/g, ' ')

const TITLE = 'Storefront/Mesa/Pedido da mesa'

async function summary() {
  return within(await screen.findByRole('region', { name: messages.resumoPedido }))
}

describe('table checkout stories', () => {
  it.each(all)('$title / $name renders', async ({ title, name }) => {
    const { container } = renderStory(title, name)
    await screen.findAllByText(/./)
    expect(container.textContent).not.toBe('')
  })

  it('the simple-orders venue: no kind to choose, no tab key, no service charge; the place and the cash change', async () => {
    renderStory(TITLE, 'SomentePedidoSimples')
    const total = tableOrderTotals({
      items: sampleCart,
      kind: 'simples',
      retirarNoLocal: false,
      flgPedidoMenuComissionado: false,
    }).total
    expect(screen.queryByRole('button', { name: messages.pedidoSimplesOpcao })).toBeNull()
    expect(screen.queryByRole('button', { name: messages.pedidoNaComanda })).toBeNull()
    expect(screen.queryByLabelText(messages.labelChaveComanda)).toBeNull()
    expect(screen.getByLabelText(messages.labelNome)).toBeTruthy()
    expect(screen.getByText(messages.mesaEscolhida('Salão'))).toBeTruthy()
    const paid = Math.ceil(total / 5000) * 5000
    expect(screen.getByText(shown(messages.trocoParaValor(formatMoney(paid))))).toBeTruthy()
    const block = await summary()
    expect(block.queryByText(messages.taxaServico)).toBeNull()
    expect(block.getByText(shown(formatMoney(total)))).toBeTruthy()
  })

  it('direct consumption picked up: no Mesa to choose and no service charge', async () => {
    renderStory(TITLE, 'ConsumoDiretoRetirada')
    expect(
      screen.getByRole('button', { name: messages.retirarNoLocal }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(screen.queryByRole('link', { name: messages.escolherMesa })).toBeNull()
    const block = await summary()
    expect(block.queryByText(messages.taxaServico)).toBeNull()
    const products = sampleCart.reduce((sum, item) => sum + item.valorTotal, 0)
    expect(block.getByText(shown(formatMoney(products)))).toBeTruthy()
  })
})

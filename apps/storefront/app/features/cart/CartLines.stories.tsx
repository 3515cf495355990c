import type { CartItem } from '@prato/domain'
import { seuCarrinho } from '@prato/domain/messages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { dialogHref } from '#app/components/dialogs'
import * as pageStyles from '#app/components/page.css'
import { cartAction, cartRoute, deliveryPath, sampleCart } from '#app/test/catalogue'
import { RemixStory, SubmitOnMount, TENANT } from '#app/test/story-support'
import { CartLines } from './CartLines'

const cartPath = `/${TENANT}/carrinho`

/**
 * The cart screen's lines as /bella-napoli/carrinho shows them. Each change the diner makes is a post through a
 * keyed fetcher to the cart's route; here that route never answers, so a change posted on mount (the same post the
 * counter or the button makes, through the same fetcher key) stays in flight and the story shows the optimistic
 * state.
 */
function CartPage({
  pending,
  ...props
}: ComponentProps<typeof CartLines> & {
  /** A post in flight: the fetcher key and the fields the component would send. */
  pending?: { fetcherKey: string; fields: Record<string, string> }
}) {
  return (
    <RemixStory url={cartPath} routes={[cartRoute()]}>
      <main className={pageStyles.page}>
        <h1 className={pageStyles.title}>{seuCarrinho}</h1>
        <CartLines {...props} />
      </main>
      {pending ? <SubmitOnMount {...pending} action={cartAction} /> : null}
    </RemixStory>
  )
}

const meta = {
  title: 'Storefront/Carrinho',
  component: CartLines,
  args: {
    items: sampleCart,
    action: cartAction,
    menuHref: deliveryPath,
    // as the cart route links each line: the product dialog over the cart, on that line
    editHref: (line: CartItem) =>
      dialogHref(cartPath, 'produto', { id: line.produtoId, pdv: line.pdvId, linha: line.uuid }),
  },
  render: (args) => <CartPage {...args} />,
} satisfies Meta<typeof CartLines>

export default meta
type Story = StoryObj<typeof meta>

const [pizzaLine, massaLine] = sampleCart as [CartItem, CartItem, ...CartItem[]]

/** 'Seu carrinho esta vazio!' and the way back to the menu. */
export const Vazio: Story = { args: { items: [] } }

/**
 * A half-and-half pizza with its flavours and crust, a pasta with its choices and note, three cans and a juice; the
 * list is at most 350 px high and scrolls.
 */
export const ComItens: Story = {}

/** Pending: the pasta's quantity going from 2 to 3. Its price and the subtotal count 3 already; the line is busy. */
export const AlterandoQuantidade: Story = {
  render: (args) => (
    <CartPage
      {...args}
      pending={{
        fetcherKey: `linha:${massaLine.uuid}`,
        fields: { intent: 'quantidade', uuid: massaLine.uuid, quantidade: '3', via: 'fetcher' },
      }}
    />
  ),
}

/** Pending: 'Remover' on the pizza. The line leaves at once and the subtotal drops while the server confirms. */
export const RemovendoItem: Story = {
  render: (args) => (
    <CartPage
      {...args}
      pending={{
        fetcherKey: `linha:${pizzaLine.uuid}`,
        fields: { intent: 'remover', uuid: pizzaLine.uuid, via: 'fetcher' },
      }}
    />
  ),
}

/** Pending: 'Limpar carrinho'. The empty cart shows before the server answers. */
export const Limpando: Story = {
  render: (args) => (
    <CartPage
      {...args}
      pending={{ fetcherKey: 'limpar-carrinho', fields: { intent: 'limpar', via: 'fetcher' } }}
    />
  ),
}

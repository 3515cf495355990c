import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, PageStory, TENANT, failed } from '#app/test/story-support'
import { CardForm } from './CardForm'

/** The fields a refused form comes back with: never the number nor the CVV. */
const typed = { nomePortador: 'Ana Souza', expiracao: '12/30', cpf: '529.982.247-25' }

const meta = {
  title: 'Storefront/Pedido/Novo cartão',
  component: CardForm,
  args: {},
  render: (args) => (
    <DialogStory name="novo-cartao">
      <CardForm {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof CardForm>

export default meta
type Story = StoryObj<typeof meta>

/** Opened from the checkout's online payment: nothing filled yet. */
export const Vazio: Story = {}

/** 'Salvar cartão' with nothing filled: the first rule of 001 §5 blocks, as the alert and next to its field. */
export const NomeObrigatorio: Story = {
  args: { actionData: failed({ nomePortador: [messages.informeNomePortador] }) },
}

/** A number that fails the Luhn-type check: 'Número do cartão é invalido.' (the number is not echoed back). */
export const NumeroInvalido: Story = {
  args: {
    actionData: failed({ numeroCartao: [messages.numeroCartaoInvalido] }, undefined, {
      nomePortador: 'Ana Souza',
    }),
  },
}

/** An expiry without its year: 'Informe o ano de validade do cartão.' */
export const AnoDeValidade: Story = {
  args: {
    actionData: failed({ expiracao: [messages.informeAnoValidade] }, undefined, {
      nomePortador: 'Ana Souza',
      expiracao: '12/3',
    }),
  },
}

/** A document of 12 to 14 digits whose check digits fail: 'O CNPJ está inválido!' */
export const CnpjInvalido: Story = {
  args: {
    actionData: failed({ cpf: [messages.cnpjInvalido] }, undefined, {
      ...typed,
      cpf: '11.111.111/1111-11',
    }),
  },
}

/** 001 §8 "Card save: each server validation error shown in turn" — here the server says the card expired. */
export const RecusadoPeloServidor: Story = {
  args: {
    actionData: failed({}, 'O cartão está vencido.', typed),
  },
}

/** The restaurant's API did not answer: not the diner's mistake, said so, nothing of theirs lost but the secrets. */
export const ServicoIndisponivel: Story = {
  args: { actionData: failed({}, messages.salvarCartaoIndisponivel, typed) },
}

/** 'Salvar cartão' pressed: the post is on its way (the stub never answers), the button shows it. */
export const Salvando: Story = {
  render: (args) => (
    <PageStory
      name="novo-cartao"
      // the page the form is on; its post goes to the stub's /:tenant/cartoes/novo, which never answers
      url={`/${TENANT}/carrinho`}
      routes={[
        {
          path: '/:tenant/cartoes/novo',
          action: () => new Promise<never>(() => undefined),
          Component: () => null,
        },
      ]}
    >
      <CardForm {...args} />
    </PageStory>
  ),
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView ?? window
    const set = (name: string, value: string) => {
      const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      if (!input) throw new Error(`no ${name} field`)
      input.value = value
    }
    set('nomePortador', 'Ana Souza')
    set('numeroCartao', '4111 1111 1111 1111')
    set('expiracao', '12/30')
    set('codigoSeguranca', '123')
    set('cpf', '529.982.247-25')
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (!button) throw new Error('no submit button')
    // Until the form has hydrated it posts natively, which would leave the story: hold such a post back.
    const holdNativePost = (event: Event) => event.preventDefault()
    win.addEventListener('submit', holdNativePost)
    try {
      for (let i = 0; i < 60 && button.getAttribute('aria-busy') !== 'true'; i++) {
        button.click()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      win.removeEventListener('submit', holdNativePost)
    }
    if (button.getAttribute('aria-busy') !== 'true') throw new Error('the save never started')
  },
}

/** As its own page (a deep link, or the answer to a post without JavaScript). */
export const NaPagina: Story = {
  render: (args) => (
    <PageStory name="novo-cartao" url={`/${TENANT}/cartoes/novo`}>
      <CardForm {...args} />
    </PageStory>
  ),
}

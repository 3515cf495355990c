import { messages } from '@prato/domain'
import { indiceCardapio } from '@prato/domain/messages'
import { Drawer } from '@prato/ui'
import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory, TENANT, alerted } from '#app/test/story-support'
import { AccountAccess } from './AccountAccess'

const menuPath = `/${TENANT}/menu`

const meta = {
  title: 'Storefront/Mesa/Acompanhe sua conta',
  component: AccountAccess,
  args: { id: 'conta', action: menuPath, answer: null },
  render: (args) => (
    <RemixStory url={menuPath} routes={[{ path: '/:tenant/menu', action: () => null }]}>
      <AccountAccess {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof AccountAccess>

export default meta
type Story = StoryObj<typeof meta>

/** 002 §2: the account code, 'Acessar Conta' disabled while it is empty. */
export const Vazio: Story = {}

/** A code the restaurant does not know: 'Conta não encontrada, tente novamente'. */
export const ContaNaoEncontrada: Story = {
  args: { answer: alerted({ tone: 'danger', message: messages.contaNaoEncontrada }) },
}

/** In the table menu's drawer, below the index (a phone). */
export const NaGaveta: Story = {
  render: (args) => (
    <RemixStory url={menuPath}>
      <Drawer open title={indiceCardapio}>
        <AccountAccess {...args} />
      </Drawer>
    </RemixStory>
  ),
}

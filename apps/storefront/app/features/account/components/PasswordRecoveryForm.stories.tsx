import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { PasswordRecoveryForm } from './PasswordRecoveryForm'
import { alerted, failed, PageStory, TENANT } from '#app/test/story-support'

const meta = {
  title: 'Storefront/Conta/Recuperar senha',
  component: PasswordRecoveryForm,
  render: (args) => (
    <PageStory name="recuperar-senha" url={`/${TENANT}/conta/recuperar-senha`}>
      <PasswordRecoveryForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof PasswordRecoveryForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const MissingEmail: Story = {
  args: { actionData: failed({ email: [messages.informeEmail] }) },
}

/** 000 §8 "Recovery success: an alert saying that an e-mail with recovery information was sent". */
export const Sent: Story = {
  args: { actionData: alerted({ tone: 'success', message: messages.recuperarSenhaSucesso }) },
}

/** 000 §8 "Recovery answer false". */
export const NotRecovered: Story = {
  args: { actionData: failed({}, messages.recuperarSenhaFalhou, { email: 'ninguem@prato.dev' }) },
}

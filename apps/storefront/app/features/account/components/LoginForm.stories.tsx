import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { LoginForm } from './LoginForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

const meta = {
  title: 'Storefront/Conta/Fazer Login',
  component: LoginForm,
  render: (args) => (
    <PageStory name="login" url={`/${TENANT}/conta/entrar`}>
      <LoginForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDemoProvider: Story = { args: { providers: [{ id: 'demo', name: 'Demo' }] } }

/** 000 §5: the e-mail and the password are required. */
export const MissingFields: Story = {
  args: { actionData: failed({ email: [messages.informeEmail], senha: [messages.informeSenha] }) },
}

/** 000 §8 "Login failure". The password typed is not echoed back. */
export const WrongPassword: Story = {
  args: { actionData: failed({}, messages.loginFalhou, { email: 'ana@prato.dev' }) },
}

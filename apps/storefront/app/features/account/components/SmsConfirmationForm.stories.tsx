import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { SmsConfirmationForm } from './SmsConfirmationForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

const meta = {
  title: 'Storefront/Conta/Confirmar SMS',
  component: SmsConfirmationForm,
  args: { telefone: '5562999990001' },
  render: (args) => (
    <PageStory name="sms" url={`/${TENANT}/conta/sms`}>
      <SmsConfirmationForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof SmsConfirmationForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** 000 §5 "SMS code required: alert 'Informe o código do SMS!'". */
export const MissingCode: Story = {
  args: { actionData: failed({ codigo: [messages.informeCodigoSms] }) },
}

/** 000 §8 "SMS confirmation failure: the server message, else …". */
export const WrongCode: Story = { args: { actionData: failed({}, messages.smsConfirmacaoFalhou) } }

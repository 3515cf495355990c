import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { PhoneChangeForm } from './PhoneChangeForm'
import { failed, PageStory, TENANT } from '#app/test/story-support'

const meta = {
  title: 'Storefront/Conta/Trocar Telefone',
  component: PhoneChangeForm,
  args: { dialog: 'telefone', step: 'telefone' },
  render: (args) => (
    <PageStory name={args.dialog} url={`/${TENANT}/conta/${args.dialog}`}>
      <PhoneChangeForm {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof PhoneChangeForm>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1: the new phone. */
export const NewPhone: Story = {}

/** 000 §5 "New phone required: 'Informe o novo telefone corretamente!'". */
export const InvalidPhone: Story = {
  args: { actionData: failed({ novoTelefone: [messages.informeNovoTelefone] }) },
}

/** Step 2: the SMS code sent to the new phone. */
export const Code: Story = { args: { step: 'codigo', novoTelefone: '5562988881234' } }

/** 000 §8 "Phone change failure". */
export const ChangeFailed: Story = {
  args: {
    step: 'codigo',
    novoTelefone: '5562988881234',
    actionData: failed({}, messages.trocarTelefoneFalhou),
  },
}

/** Informe o telefone: the same flow for a logged-in diner without a phone (000 §4). */
export const InformeTelefone: Story = { args: { dialog: 'informe-telefone' } }

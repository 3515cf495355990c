import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@prato/domain'
import { withRemixStub } from '../storybook/remix-stub'
import { Toaster } from '@prato/ui'
import { ContactForm } from './ContactForm'

const meta = {
  title: 'Diretório/ContactForm',
  component: ContactForm,
  decorators: [withRemixStub],
  args: {
    copy: { consentimento: messages.contatoConsentimento, sucesso: messages.contatoSucesso },
    status: 'idle',
    errors: {},
    enhanced: true,
  },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

export const Vazio: Story = {}

/** "Empty fields are flagged and nothing is sent." */
export const CamposObrigatorios: Story = {
  args: {
    errors: {
      nome: messages.informeNome,
      email: messages.informeEmail,
      telefone: messages.informeTelefone,
      mensagem: messages.informeMensagem,
    },
  },
}

const filled = {
  nome: 'Maria Souza',
  email: 'maria@restaurante.com.br',
  telefone: '62987654321',
  mensagem: 'Quero levar o meu restaurante para a plataforma.',
}

/** Sending: the button reads 'Enviando...' and is disabled. */
export const Enviando: Story = { args: { status: 'sending', values: filled } }

/** Success: the alert, and the form cleared. */
export const Sucesso: Story = { args: { status: 'success' } }

/** Error: the toast, with what was typed kept. */
export const Erro: Story = {
  args: { status: 'error', values: filled },
  render: (args) => (
    <Toaster
      flash={{ id: 'erro', tone: 'danger', title: messages.contatoFalhou, duration: Infinity }}
    >
      <ContactForm {...args} />
    </Toaster>
  ),
}

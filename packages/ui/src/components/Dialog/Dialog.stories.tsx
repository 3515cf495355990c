import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { Text } from '../Text'
import { Dialog, DialogClose, dialogSizes } from './Dialog'

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    defaultOpen: true,
    title: 'Fazer Login',
    description: 'Entre com seu e-mail e senha para continuar.',
    size: 'medium',
  },
  parameters: {
    layout: 'fullscreen',
    // An open modal would cover the whole docs page: each story gets its own frame there.
    docs: { story: { inline: false, iframeHeight: 520 } },
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  args: {
    children: (
      <Text>
        Use o e-mail cadastrado no restaurante. Você pode recuperar a senha pelo link “Esqueci minha
        senha”.
      </Text>
    ),
  },
}

export const WithFooter: Story = {
  args: {
    title: 'Endereço para entrega',
    description: undefined,
    children: <Text>Rua das Flores, 120 — Centro, Florianópolis/SC</Text>,
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Cancelar</Button>
      </DialogClose>
    ),
  },
}

export const Small: Story = {
  args: { size: 'small', title: 'Mesa', description: 'Mesa 12 — Varanda' },
}

export const LongContent: Story = {
  args: {
    title: 'Perfil',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 16 }, (_, i) => (
          <Text key={i}>
            Parágrafo {i + 1}: o conteúdo longo rola dentro do diálogo, enquanto o título e o botão
            de fechar permanecem visíveis.
          </Text>
        ))}
      </div>
    ),
  },
}

export const WithTrigger: Story = {
  args: {
    defaultOpen: false,
    trigger: <Button>Abrir diálogo</Button>,
    children: <Text>Conteúdo do diálogo.</Text>,
  },
  parameters: { layout: 'padded' },
}

/** Opened by a URL: drawn in place (in the server's HTML, works before JavaScript), closed by a link. */
export const ServerRendered: Story = {
  args: {
    open: true,
    defaultOpen: undefined,
    closeHref: '#',
    children: <Text>Este diálogo é desenhado no lugar, no HTML do servidor.</Text>,
  },
}

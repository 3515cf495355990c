import type { Meta, StoryObj } from '@storybook/react-vite'
import { FullScreenSpinner } from './FullScreenSpinner'

const meta = {
  title: 'UI/FullScreenSpinner',
  component: FullScreenSpinner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const CustomMessage: Story = { args: { label: 'Enviando seu pedido...' } }
export const Translucent: Story = {
  args: { translucent: true },
  render: (args) => (
    <>
      <p style={{ padding: 16 }}>Conteúdo da página por trás do carregamento.</p>
      <FullScreenSpinner {...args} />
    </>
  ),
}

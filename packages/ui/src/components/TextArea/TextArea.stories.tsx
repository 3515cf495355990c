import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextArea } from './TextArea'

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    id: 'story-obs',
    label: 'Observação',
    name: 'observacao',
    placeholder: 'Ex.: sem cebola',
  },
} satisfies Meta<typeof TextArea>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: { defaultValue: 'Sem cebola, por favor. Tocar o interfone 12.' },
}
export const Tall: Story = { args: { rows: 6 } }
export const WithError: Story = { args: { error: 'Texto muito longo' } }
export const Disabled: Story = { args: { disabled: true } }

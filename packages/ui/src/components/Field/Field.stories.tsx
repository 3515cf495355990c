import type { Meta, StoryObj } from '@storybook/react-vite'
import { Field } from './Field'
import { control } from './Field.css'

const meta = {
  title: 'UI/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    id: 'story-field',
    label: 'Nome completo',
    children: (props) => <input className={control} type="text" {...props} />,
  },
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithDescription: Story = { args: { description: 'Como aparece no seu documento' } }
export const WithError: Story = { args: { error: 'Informe o nome!' } }
export const Required: Story = { args: { required: true } }
export const HiddenLabel: Story = { args: { hideLabel: true } }
export const NoReservedSpace: Story = { args: { reserveMessageSpace: false } }

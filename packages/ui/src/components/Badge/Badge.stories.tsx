import type { Meta, StoryObj } from '@storybook/react-vite'
import { Inline } from '../Inline'
import { Badge, badgeTones } from './Badge'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { children: 'Aberto' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Danger: Story = { args: { tone: 'danger', children: 'Fechado' } }
export const Success: Story = { args: { tone: 'success', children: 'Aberto' } }
export const Primary: Story = { args: { tone: 'primary', children: 'Novo' } }
export const Warning: Story = { args: { tone: 'warning', children: 'Em falta' } }
export const Info: Story = { args: { tone: 'info', children: 'Sugestão' } }
export const AllTones: Story = {
  render: () => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
}

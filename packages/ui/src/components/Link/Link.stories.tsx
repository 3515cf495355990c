import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, linkTones, linkUnderlines } from './Link'

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
  args: { href: '#termos', children: 'Termos de uso' },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Neutral: Story = { args: { tone: 'neutral' } }
export const UnderlineOnHover: Story = { args: { underline: 'hover' } }
export const InText: Story = {
  render: (args) => (
    <p>
      Ao continuar você aceita os <Link {...args} /> do restaurante.
    </p>
  ),
}

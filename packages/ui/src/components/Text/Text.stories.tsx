import type { Meta, StoryObj } from '@storybook/react-vite'
import { Stack } from '../Stack'
import { Text, textSizes, textTones, textWeights } from './Text'

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'Massa fina, molho de tomate, muçarela e manjericão fresco.' },
} satisfies Meta<typeof Text>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const AllTones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
}
export const AllSizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
}
export const Bold: Story = { args: { weight: 'bold' } }
export const Truncated: Story = {
  args: {
    truncate: true,
    style: { maxWidth: 240 },
    children: 'Uma descrição muito longa que não cabe numa linha e termina com reticências',
  },
}

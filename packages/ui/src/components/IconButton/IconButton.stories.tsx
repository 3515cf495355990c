import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton'

const CloseIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  args: { label: 'Fechar', children: <CloseIcon /> },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {}
export const Primary: Story = { args: { variant: 'primary' } }
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Small: Story = { args: { size: 'small' } }
export const Disabled: Story = { args: { disabled: true } }

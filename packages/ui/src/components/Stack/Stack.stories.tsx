import type { Meta, StoryObj } from '@storybook/react-vite'
import { spaceScale } from '../../theme/tokens'
import { Box } from '../Box'
import { Stack, stackAligns } from './Stack'

const items = ['Pizza Margherita', 'Lasanha à bolonhesa', 'Suco de laranja']

const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  argTypes: {
    space: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: {
    space: 'medium',
    align: 'stretch',
    children: items.map((item) => (
      <Box key={item} padding="small" background="surfaceSunken" borderRadius="small">
        {item}
      </Box>
    )),
  },
} satisfies Meta<typeof Stack>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Tight: Story = { args: { space: 'xsmall' } }
export const Centered: Story = { args: { align: 'center' } }

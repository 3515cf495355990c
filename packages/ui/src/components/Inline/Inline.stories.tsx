import type { Meta, StoryObj } from '@storybook/react-vite'
import { spaceScale } from '../../theme/tokens'
import { Box } from '../Box'
import { Inline, inlineAlignYs, inlineJustifies } from './Inline'

const chips = ['Pizzas', 'Massas', 'Bebidas', 'Sobremesas', 'Porções', 'Lanches']

const meta = {
  title: 'UI/Inline',
  component: Inline,
  tags: ['autodocs'],
  argTypes: {
    space: { control: 'select', options: spaceScale },
    alignY: { control: 'select', options: inlineAlignYs },
    justify: { control: 'select', options: inlineJustifies },
  },
  args: {
    space: 'small',
    children: chips.map((chip) => (
      <Box
        key={chip}
        paddingX="small"
        paddingY="xsmall"
        background="surfaceSunken"
        borderRadius="full"
      >
        {chip}
      </Box>
    )),
  },
} satisfies Meta<typeof Inline>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NoWrap: Story = { args: { wrap: false } }
export const SpaceBetween: Story = { args: { justify: 'space-between' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box } from './Box'

const meta = {
  title: 'UI/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'medium',
    background: 'surfaceSunken',
    borderRadius: 'medium',
    children: 'Conteúdo da caixa',
  },
} satisfies Meta<typeof Box>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Responsive: Story = {
  args: {
    display: { base: 'block', tablet: 'flex' },
    gap: 'medium',
    padding: { base: 'small', desktop: 'large' },
    children: (
      <>
        <Box padding="small" background="surface">
          Um
        </Box>
        <Box padding="small" background="surface">
          Dois
        </Box>
      </>
    ),
  },
}

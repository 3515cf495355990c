import type { Meta, StoryObj } from '@storybook/react-vite'
import { StarRating, StarRatingDisplay } from './StarRating'

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { id: 'story-rating', name: 'nota', legend: 'Avalie o atendimento' },
} satisfies Meta<typeof StarRating>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Rated: Story = { args: { defaultValue: 4 } }
export const WithError: Story = { args: { error: 'Escolha uma nota' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 3 } }
export const Display: Story = { render: () => <StarRatingDisplay value={4.5} /> }
export const DisplayWhole: Story = { render: () => <StarRatingDisplay value={3} /> }
export const DisplayZero: Story = { render: () => <StarRatingDisplay value={0} /> }

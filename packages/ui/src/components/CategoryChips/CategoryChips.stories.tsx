import type { Meta, StoryObj } from '@storybook/react-vite'
import { CategoryChips } from './CategoryChips'

const groups = [
  'Sugestões do dia',
  'Pizzas tradicionais',
  'Pizzas especiais',
  'Massas',
  'Saladas',
  'Bebidas',
  'Sobremesas',
  'Vinhos',
].map((label, index) => ({ id: index + 1, label }))

const meta = {
  title: 'UI/CategoryChips',
  component: CategoryChips,
  tags: ['autodocs'],
  args: { label: 'Categorias', items: groups, selectedId: 1 },
} satisfies Meta<typeof CategoryChips>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The current group is scrolled into view. */
export const SelectedFarRight: Story = { args: { selectedId: 7 } }

export const AsLinks: Story = {
  args: { items: groups.map((g) => ({ ...g, href: `#grupo-${g.id}` })), selectedId: 2 },
}

export const FewGroups: Story = { args: { items: groups.slice(0, 3), selectedId: null } }

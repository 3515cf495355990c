import type { Meta, StoryObj } from '@storybook/react-vite'
import { TenantFooter } from './TenantFooter'

const meta = {
  title: 'Storefront/Landing/Rodapé',
  component: TenantFooter,
  args: { name: 'Bella Napoli', year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TenantFooter>

export default meta
type Story = StoryObj<typeof meta>

/** Every tenant page ends with the restaurant's name and the year. */
export const Restaurant: Story = {}

/** A long name wraps inside the footer. */
export const LongName: Story = {
  args: { name: 'Cantina e Pizzaria Tradicional Italiana Bella Napoli do Setor Marista' },
}

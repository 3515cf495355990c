import type { Meta, StoryObj } from '@storybook/react-vite'
import { MapPlaceholder } from './MapPlaceholder'

const meta = {
  title: 'Storefront/Landing/Mapa',
  component: MapPlaceholder,
  args: { text: 'Avenida Ricardo Paranhos, 799 · Setor Marista · Goiânia - GO · CEP 74150-060' },
} satisfies Meta<typeof MapPlaceholder>

export default meta
type Story = StoryObj<typeof meta>

/**
 * DESIGN §7: the box of fixed size (000 §2 "680 high") the map arrives in when scrolled to; before it loads,
 * without JavaScript, or when it fails, the address shows as text.
 */
export const BeforeTheMapLoads: Story = {}

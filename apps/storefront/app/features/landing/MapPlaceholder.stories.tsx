import type { Meta, StoryObj } from '@storybook/react-vite'
import { MapPlaceholder } from './MapPlaceholder'

const meta = {
  title: 'Storefront/Landing/Mapa',
  component: MapPlaceholder,
  args: {
    place: {
      text: 'Avenida Ricardo Paranhos, 799 · Setor Marista · Goiânia - GO · CEP 74150-060',
      latitude: -16.7016,
      longitude: -49.2558,
    },
  },
} satisfies Meta<typeof MapPlaceholder>

export default meta
type Story = StoryObj<typeof meta>

/**
 * DESIGN §7: the box of fixed size (000 §2 "680 high"). Without a map style (no streets to draw), before the map
 * loads, without JavaScript, or when it fails, it is a card with the address and 'Como chegar'.
 */
export const WithoutAMap: Story = {}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { MapView } from './MapView'

const meta = {
  title: 'UI/MapView',
  component: MapView,
  tags: ['autodocs'],
  args: {
    latitude: -27.5969,
    longitude: -48.5495,
    label: 'Mapa: Bella Napoli',
    markerLabel: 'Rua das Flores, 120 — Centro, Florianópolis/SC',
    height: 680,
  },
} satisfies Meta<typeof MapView>

export default meta
type Story = StoryObj<typeof meta>

/** The landing's map: 680 px high, offline style, the venue marked. */
export const Landing: Story = {}

export const Short: Story = { args: { height: 320, zoom: 13 } }

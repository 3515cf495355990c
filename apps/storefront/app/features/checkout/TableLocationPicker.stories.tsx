import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory } from '#app/test/story-support'
import { AlertBox } from '#app/components/AlertBox'
import { TableLocationPicker } from './TableLocationPicker'

// Bella Napoli's table locations in the sandbox
const locations = [
  { id: 1, nome: 'Salão Principal' },
  { id: 2, nome: 'Varanda' },
  { id: 3, nome: 'Área Kids' },
]

const meta = {
  title: 'Storefront/Mesa/Mesa',
  component: TableLocationPicker,
  args: { locations, chosenId: null },
  render: (args) => (
    <DialogStory name="mesa">
      <TableLocationPicker {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof TableLocationPicker>

export default meta
type Story = StoryObj<typeof meta>

/** 001 §2 'Mesa': the restaurant's locations, none chosen yet. */
export const Escolher: Story = {}

/** The 'Varanda' chosen before: pressed. */
export const Escolhida: Story = { args: { chosenId: 2 } }

/** The list could not be read. */
export const Indisponivel: Story = { args: { locations: null } }

/** A forged choice refused by the route. */
export const Invalida: Story = {
  render: (args) => (
    <DialogStory name="mesa">
      <AlertBox alert={{ tone: 'danger', message: messages.mesaInvalida }} />
      <TableLocationPicker {...args} />
    </DialogStory>
  ),
}

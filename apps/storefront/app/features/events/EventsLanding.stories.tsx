import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { EventsLanding } from './EventsLanding'
import { menus, spaces, wizardPath } from './story-support'

const meta = {
  title: 'Storefront/Eventos/Página',
  component: EventsLanding,
  args: { spaces, menus, wizardHref: wizardPath, reservationsHref: `/${TENANT}/eventos/reservas` },
  render: (args) => (
    <RemixStory url={`/${TENANT}/eventos`}>
      <EventsLanding {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof EventsLanding>

export default meta
type Story = StoryObj<typeof meta>

/** The spaces with capacity and price, the menus priced per person, and 'Montar' (001 §2). */
export const Espacos: Story = {}

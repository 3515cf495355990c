import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import {
  EventReservationList,
  EventReservationsPage,
  EventReservationsSkeleton,
} from './EventReservations'
import { reservationLines, wizardPath } from './story-support'

const meta = {
  title: 'Storefront/Eventos/Reservas',
  component: EventReservationList,
  args: { reservations: reservationLines, wizardHref: wizardPath },
  render: (args) => (
    <RemixStory url={`/${TENANT}/eventos/reservas`}>
      <EventReservationsPage wizardHref={args.wizardHref}>
        <EventReservationList {...args} />
      </EventReservationsPage>
    </RemixStory>
  ),
} satisfies Meta<typeof EventReservationList>

export default meta
type Story = StoryObj<typeof meta>

/** 'Reserva #id' with date, space, price and the status chip in each status (002 §3). */
export const Lista: Story = {}

/** While the list loads: its skeleton. */
export const Carregando: Story = {
  render: (args) => (
    <RemixStory url={`/${TENANT}/eventos/reservas`}>
      <EventReservationsPage wizardHref={args.wizardHref}>
        <EventReservationsSkeleton />
      </EventReservationsPage>
    </RemixStory>
  ),
}

/** No reservation yet: says so, with 'Nova reserva'. */
export const Vazia: Story = { args: { reservations: [] } }

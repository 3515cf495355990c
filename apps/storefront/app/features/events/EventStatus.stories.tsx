import { messages } from '@prato/domain'
import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { EventStatus } from './EventStatus'
import { reservation } from './story-support'

const meta = {
  title: 'Storefront/Eventos/Status',
  component: EventStatus,
  args: {
    reservation: reservation(messages.reservaAguardandoAprovacao),
    reservationsHref: `/${TENANT}/eventos/reservas`,
  },
  render: (args) => (
    <RemixStory url={`/${TENANT}/eventos/12/status`}>
      <EventStatus {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof EventStatus>

export default meta
type Story = StoryObj<typeof meta>

/** Just requested: the stepper at APROVAÇÃO (001 §4). */
export const AguardandoAprovacao: Story = {}

/** Approved, to pay: PAGAMENTO. */
export const Aberta: Story = { args: { reservation: reservation(messages.reservaAberta) } }

/** Paid and held: CONFIRMADA. */
export const Finalizada: Story = { args: { reservation: reservation(messages.reservaFinalizada) } }

/** Cancelled: off the stepper, said in words. */
export const Cancelada: Story = { args: { reservation: reservation(messages.reservaCancelada) } }

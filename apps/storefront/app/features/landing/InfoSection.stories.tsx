import type { Meta, StoryObj } from '@storybook/react-vite'
import { InfoSection } from './InfoSection'
import { bellaNapoli } from './story-support'

const meta = {
  title: 'Storefront/Landing/Informações',
  component: InfoSection,
  args: bellaNapoli,
} satisfies Meta<typeof InfoSection>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {}

/** Only the phone: every other line is hidden, not shown empty. */
export const PhoneOnly: Story = {
  args: { tempoMedioEntregaNome: null, email: null, emailHref: null, address: null },
}

/** No contact at all: no empty section (renders nothing). */
export const NoContacts: Story = {
  args: {
    tempoMedioEntregaNome: null,
    phone: null,
    phoneHref: null,
    email: null,
    emailHref: null,
    address: null,
  },
}

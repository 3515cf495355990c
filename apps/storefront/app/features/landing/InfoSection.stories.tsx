import type { Meta, StoryObj } from '@storybook/react-vite'
import { InfoSection } from './InfoSection'
import { bellaNapoli, LandingStory } from './story-support'

const meta = {
  title: 'Storefront/Landing/Informações',
  component: InfoSection,
  decorators: [(Story) => <LandingStory>{Story()}</LandingStory>],
  args: bellaNapoli,
} satisfies Meta<typeof InfoSection>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {}

/** Only the name: every other line is hidden, not shown empty. */
export const NameOnly: Story = {
  args: { description: null, tempoMedioEntregaNome: null, phone: null, phoneHref: null, email: null, emailHref: null, address: null },
}

/** DESIGN §6: HTML in the company's texts shows as text. */
export const HostileText: Story = {
  args: { name: 'Hostil <img src=x onerror=alert(1)>', description: '<script>alert(1)</script><b>x</b>', phone: null, phoneHref: null },
}

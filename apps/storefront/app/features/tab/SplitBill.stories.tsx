import type { Meta, StoryObj } from '#app/test/storybook'
import { RemixStory } from '#app/test/story-support'
import { SplitBill } from './SplitBill'
import { nothingPaid, sampleTab, tabPath } from './story-support'

const tab = sampleTab(nothingPaid)

const meta = {
  title: 'Storefront/Minha Conta/Dividir a conta',
  component: SplitBill,
  args: { bill: tab.bill, items: tab.items, action: tabPath, defaultOpen: true },
  render: (args) => (
    <RemixStory url={tabPath}>
      <SplitBill {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof SplitBill>

export default meta
type Story = StoryObj<typeof meta>

/** Open: 'Meus itens' (each line to tick) and 'Dividir igualmente' (2 people by default, the share shown). */
export const Aberto: Story = {}

/** Closed, as the tab page shows it first. */
export const Fechado: Story = { args: { defaultOpen: false } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../Text'
import { Footer } from './Footer'

const meta = {
  title: 'UI/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    companyName: 'Bella Napoli',
    androidUrl: 'https://play.google.com/store/apps/details?id=dev.prato.bella',
    iosUrl: 'https://apps.apple.com/br/app/bella-napoli/id123',
    legal: '© 2026 Bella Napoli',
    children: (
      <>
        <Text size="small">Rua das Flores, 120 — Centro, Florianópolis/SC</Text>
        <Text size="small">(48) 3222-1234 · contato@bellanapoli.com.br</Text>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const WithAppLinks: Story = {}
export const OnlyAndroid: Story = { args: { iosUrl: null } }
export const WithoutApps: Story = { args: { androidUrl: null, iosUrl: null } }

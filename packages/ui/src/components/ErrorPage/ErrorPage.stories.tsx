import type { Meta, StoryObj } from '@storybook/react-vite'
import { errorPageCopy } from '@prato/domain'
import { voltarAoInicio } from '@prato/domain/messages'
import { ErrorPage } from './ErrorPage'

const meta = {
  title: 'UI/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 404, ...errorPageCopy(404), homeHref: '#', homeLabel: voltarAoInicio },
} satisfies Meta<typeof ErrorPage>
export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const ServerError: Story = { args: { status: 500, ...errorPageCopy(500) } }
export const ServiceUnavailable: Story = { args: { status: 503, ...errorPageCopy(503) } }
export const TooManyAttempts: Story = { args: { status: 429, ...errorPageCopy(429) } }

import { landingButtons } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { LandingButtons } from './LandingButtons'

const bellaFlags = {
  flgWGAtivoMenuSeguranca: true,
  guias: [
    { id: 1, nome: 'Almoço' },
    { id: 2, nome: 'Jantar' },
  ],
  flgMostraCardapioMenu: true,
  flgDeliveryIndisponivel: false,
  fidelidadeId: 1,
  flgPedidoPontoEntrega: true,
  flgStatusReservaMesaAtiva: 'A',
  urlMensagem: 'https://wa.me/5562999990001',
  wifiNome: 'BellaNapoli-Clientes',
  wifiSenha: 'pizza2024',
  urlAvaliacao: 'https://www.tripadvisor.com.br/',
  urlDownloadAndroid: 'https://play.google.com/store/apps/details?id=dev.prato.bellanapoli',
  urlDownloadIOS: 'https://apps.apple.com/br/app/bella-napoli/id1000000001',
}

const meta = {
  title: 'Storefront/Landing/Botões',
  component: LandingButtons,
  args: {
    buttons: landingButtons(bellaFlags),
    hrefFor: (path: string) => `/bella-napoli/${path}`,
    wifiHref: '?dialog=wifi',
  },
} satisfies Meta<typeof LandingButtons>

export default meta
type Story = StoryObj<typeof meta>

/** Every button of 001 §2 in the specification's order. */
export const EveryButton: Story = {}

/** A restaurant with no flag on: nothing renders. */
export const NoButtons: Story = { args: { buttons: [] } }

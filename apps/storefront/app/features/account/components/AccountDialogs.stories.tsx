import type { Meta, StoryObj } from './storybook'
import { AccountDialogs } from './AccountDialogs'
import { RemixStory, TENANT } from './story-support'

/**
 * The dialogs as the tenant layout mounts them: opened by `?dialog=` (or by themselves for a diner without a
 * phone). Dialogs with loaded content get it from stub routes here, as from their routes in the app.
 */
const user = {
  nome: 'Ana Souza',
  email: 'ana@prato.dev',
  telefone: '5562999990001',
  phoneConfirmed: true,
  cpf: null,
  sexo: 'f',
  dataNascimento: null,
  imagemUrl: null,
}

const routes = [
  {
    path: '/:tenant/conta/perfil',
    Component: () => null,
    loader: () => ({ redirectTo: null, user }),
  },
  {
    path: '/:tenant/enderecos',
    Component: () => null,
    loader: () => ({
      redirectTo: null,
      addresses: [
        {
          id: 3001,
          nome: 'Minha casa',
          logradouro: 'Rua 1136',
          numero: '300',
          complemento: 'Apto 502',
          referencia: null,
          cep: '74180040',
          cepId: 9004,
          bairroId: 103,
          nomeBairro: 'Setor Marista',
          cidadeId: 1489,
          nomeCidade: 'Goiânia',
          uf: 'GO',
          latitude: null,
          longitude: null,
          flgPrincipal: true,
          flgAceitaEntrega: true,
        },
      ],
    }),
  },
]

type Args = { dialog: string; loggedIn: boolean; needsPhone: boolean }

const meta = {
  title: 'Storefront/Conta/Dialogs',
  // Every story is an open modal: on the docs page each gets a frame of its own, so the page shows one dialog
  // per story instead of all of them stacked over one backdrop.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: { dialog: 'login', loggedIn: false, needsPhone: false },
  render: ({ dialog, loggedIn, needsPhone }) => (
    <RemixStory url={`/${TENANT}${dialog ? `?dialog=${dialog}` : ''}`} routes={routes}>
      <AccountDialogs
        tenant={TENANT}
        user={loggedIn ? { telefone: needsPhone ? null : user.telefone } : null}
        needsPhone={needsPhone}
        loginProviders={[{ id: 'demo', name: 'Demo' }]}
      />
    </RemixStory>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {}
export const Cadastro: Story = { args: { dialog: 'cadastro' } }
export const RecuperarSenha: Story = { args: { dialog: 'recuperar-senha' } }
/** A logged-in-only dialog asked by an anonymous visitor becomes the login dialog. */
export const PerfilAnonymous: Story = { args: { dialog: 'perfil' } }
export const Perfil: Story = { args: { dialog: 'perfil', loggedIn: true } }
export const Enderecos: Story = { args: { dialog: 'enderecos', loggedIn: true } }
export const Sms: Story = { args: { dialog: 'sms', loggedIn: true } }
export const TrocarTelefone: Story = { args: { dialog: 'telefone', loggedIn: true } }
/** 000 §4 "If a logged-in user has no phone, the phone dialog opens". */
export const InformeTelefone: Story = { args: { dialog: '', loggedIn: true, needsPhone: true } }

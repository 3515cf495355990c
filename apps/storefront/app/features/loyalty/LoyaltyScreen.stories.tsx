import { RemixStory, placeholderImage, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard'
import { LoyaltyLogin, LoyaltyScreen } from './LoyaltyScreen'
import type { LoyaltyTab } from './loyalty-view'

const path = `/${TENANT}/fidelidade`

/** Ana at Bella Napoli, as the sandbox's seed has her (205 points, every entry type, every redemption status). */
const campaign = {
  fidelidadeId: 1,
  contaId: 801,
  nome: 'Clube Bella Napoli',
  imagemUrl: placeholderImage('Clube Bella Napoli'),
  linhas: [
    'Ganhe 1 ponto a cada R$ 1,00 em pedidos',
    'Troque seus pontos por pizzas, sobremesas e vinhos',
    'Pontos válidos por 12 meses',
    'Ganhe 50 pontos ao aderir',
  ],
  pontosAdesao: 50,
  participa: true,
  saldo: 205,
}

const ledger = [
  ['25/11/2026 20:00', 3, 'debito', 'Resgate de prêmio', -100],
  ['22/11/2026 20:00', 4, 'credito', 'Estorno de resgate', 250],
  ['21/11/2026 20:00', 3, 'debito', 'Resgate de prêmio', -250],
  ['19/11/2026 20:00', 5, 'credito', 'Pontos de conta', 150],
  ['17/11/2026 20:00', 2, 'credito', 'Pontos de compra', 85],
  ['28/09/2026 20:00', 1, 'credito', 'Adesão ao programa', 50],
] as const

const rewards = [
  {
    id: 1,
    nome: 'Tiramisù',
    texto: 'Uma porção de tiramisù da casa.',
    pontoCusto: 100,
    disponivel: true,
  },
  {
    id: 3,
    nome: 'Garrafa de Vinho da Casa',
    texto: 'Disponível somente às quartas-feiras.',
    pontoCusto: 150,
    disponivel: false,
  },
].map((r) => ({ ...r, imagemUrl: placeholderImage(r.nome, '#6a1b9a') }))

const redemptions = (
  [
    ['Tiramisù', 'P', 'Pendente', 'RSG-801-0003'],
    ['Pizza Broto', 'C', 'Cancelado', 'RSG-801-0002'],
    ['Tiramisù', 'E', 'Entregue', 'RSG-801-0001'],
  ] as const
).map(([premioNome, flgStatus, status, chave], i) => ({
  data: `2${5 - i}/11/2026 20:00`,
  premioNome,
  pontoCusto: premioNome === 'Tiramisù' ? 100 : 250,
  qtde: 1,
  chave,
  imagemUrl: null,
  status,
  flgStatus,
}))

const meta = {
  title: 'Storefront/Fidelidade',
  component: LoyaltyScreen,
  args: {
    campaign,
    ledger: ledger.map(([data, icone, tipo, nome, pontos]) => ({
      data,
      icone,
      tipo,
      tipoNome: tipo === 'debito' ? 'Débito' : 'Crédito',
      nome,
      pontos,
    })),
    rewards,
    redemptions,
    tab: 'sobre',
    hrefOf: (tab: LoyaltyTab) => `?aba=${tab}`,
    action: path,
  },
  render: (args) => (
    <RemixStory url={`${path}?aba=${args.tab}`}>
      <LoyaltyScreen {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof LoyaltyScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Sobre: the campaign's image, name, its text in bullets and the adhesion points; Ana takes part. */
export const Sobre: Story = {}

/** Sobre for a diner who does not take part yet: 'Participar'. */
export const SobreParticipar: Story = {
  args: { campaign: { ...campaign, participa: false, contaId: null, saldo: 0 } },
}

/** Histórico: each entry with its type's icon, debits and credits. */
export const Historico: Story = { args: { tab: 'historico' } }

/** Recompensas: the redemption form on each reward; the unavailable one carries its badge. */
export const Recompensas: Story = { args: { tab: 'recompensas' } }

/** Resgates: each redemption with its status and its key as a QR code. */
export const Resgates: Story = { args: { tab: 'resgates' } }

/** Empty lists: no ledger, no rewards, no redemptions. */
export const HistoricoVazio: Story = { args: { tab: 'historico', ledger: [] } }

/** 002 §2: logged out, 'Faça Login para continuar'. */
export const Deslogado: Story = {
  render: () => (
    <RemixStory url={path}>
      <LoyaltyLogin loginHref={`/${TENANT}?dialog=login`} />
    </RemixStory>
  ),
}

/** The table menu's card with the diner's balance. */
export const CartaoDoCardapio: Story = {
  render: () => (
    <RemixStory url={`/${TENANT}/menu`}>
      <div style={{ padding: 16, maxWidth: 720 }}>
        <LoyaltyBalanceCard balance={{ saldo: 205 }} href={path} />
      </div>
    </RemixStory>
  ),
}

/** The table menu's card for a diner who does not take part (or is not logged in): the invitation. */
export const CartaoDoCardapioConvite: Story = {
  render: () => (
    <RemixStory url={`/${TENANT}/menu`}>
      <div style={{ padding: 16, maxWidth: 720 }}>
        <LoyaltyBalanceCard balance={{ saldo: null }} href={path} />
      </div>
    </RemixStory>
  ),
}

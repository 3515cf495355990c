import { messages } from '@prato/domain'
import { RemixStory } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { EventLoginPrompt, EventWizard } from './EventWizard'
import { emptyDraft, fullDraft, menus, MIN_DATE, spaces, types, wizardPath } from './story-support'

const meta = {
  title: 'Storefront/Eventos/Assistente',
  component: EventWizard,
  args: {
    action: wizardPath,
    reply: null,
    view: { step: 0, draft: emptyDraft, minDate: MIN_DATE, spaces: null },
  },
  render: (args) => (
    <RemixStory url={wizardPath}>
      <EventWizard {...args} />
    </RemixStory>
  ),
} satisfies Meta<typeof EventWizard>

export default meta
type Story = StoryObj<typeof meta>

/** Step 0 'Data e espaço' as it opens: the date first, the spaces once a date is given. */
export const DataEEspaco: Story = {}

/** Step 0 after 'Próxima' with nothing chosen: 'Informe a data!' and 'Informe o ambiente!' (001 §5). */
export const DataEEspacoComErros: Story = {
  args: {
    reply: {
      errors: { dataEvento: [messages.informeData], ambienteId: [messages.informeAmbiente] },
    },
  },
}

/** Step 0 with a date: the spaces free that day, with capacity and price; one chosen. */
export const EspacosLivres: Story = {
  args: {
    view: {
      step: 0,
      draft: { ...emptyDraft, dataEvento: '2026-12-19', ambienteId: 2 },
      minDate: MIN_DATE,
      spaces,
    },
  },
}

/** Step 0 on a day every space is booked. */
export const DiaLotado: Story = {
  args: {
    view: {
      step: 0,
      draft: { ...emptyDraft, dataEvento: '2026-12-15' },
      minDate: MIN_DATE,
      spaces: [],
    },
    reply: { errors: { ambienteId: [messages.informeAmbiente] } },
  },
}

/** Step 1 'Cardápio' after 'Próxima' with nothing chosen: 'Informe o tipo de evento!' and 'Informe o cardápio!'. */
export const CardapioComErros: Story = {
  args: {
    view: {
      step: 1,
      draft: { ...emptyDraft, dataEvento: '2026-12-19', ambienteId: 2 },
      minDate: MIN_DATE,
      types,
      menus: null,
    },
    reply: {
      errors: {
        tipoEventoId: [messages.informeTipoEvento],
        cardapioId: [messages.informeCardapio],
      },
    },
  },
}

/** Step 1 with the event type chosen: its menus priced per person, and the chosen menu's extras. */
export const Cardapio: Story = {
  args: {
    view: {
      step: 1,
      draft: { ...fullDraft, quantidadePessoas: null, observacao: null },
      minDate: MIN_DATE,
      types,
      menus,
    },
  },
}

/** Step 2 'Informações finais': the summary, the people (1 to the space's 30), the note and the total. */
export const InformacoesFinais: Story = {
  args: {
    view: {
      step: 2,
      draft: fullDraft,
      minDate: MIN_DATE,
      space: spaces[1] ?? spaces[0]!,
      menu: menus[1] ?? menus[0]!,
      extras: [{ id: 3, nome: 'Harmonização com vinhos', preco: 3500 }],
      tipoEvento: 'Aniversário',
      dataEventoTexto: '19/12/2026',
    },
  },
}

/** Step 2 refused: 'Informe a quantidade de pessoas', and the reservation's failure with the restaurant's reason. */
export const InformacoesFinaisComErros: Story = {
  args: {
    ...InformacoesFinais.args,
    reply: {
      errors: { quantidadePessoas: [messages.informeQuantidadePessoas] },
      alert: {
        tone: 'danger',
        title: messages.reservaFalhou,
        message: 'Este ambiente não está disponível nesta data.',
      },
    },
  },
}

/** An anonymous visitor: 'Você precisa se autenticar antes de continuar' with 'Fazer login'. */
export const LoginNecessario: Story = {
  render: () => (
    <RemixStory url={wizardPath}>
      <EventLoginPrompt loginHref="/bella-napoli?dialog=login" />
    </RemixStory>
  ),
}

import { RemixStory, TENANT } from '#app/test/story-support'
import type { Meta, StoryObj } from '#app/test/storybook'
import { ReservationDetail } from './ReservationDetail'
import { DateStep, ReservationPage, SummaryStep } from './ReservationSteps'
import type { CalendarDay, DayView, ReservationView } from './reservation-view'

const path = `/${TENANT}/reserva`

/** Late November and December 2026 as the sandbox offers them: closed Mondays, no day ending in 3. */
const days: CalendarDay[] = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 10, 27 + i))
  return {
    id: Number(date.toISOString().slice(0, 10).replace(/-/g, '')),
    data: date.toISOString().slice(0, 10),
  }
}).filter((d) => new Date(`${d.data}T12:00:00Z`).getUTCDay() !== 1 && !d.data.endsWith('3'))

const perPerson: DayView = {
  id: 20261202,
  data: '02/12/2026',
  tipoCobranca: 'P',
  valorUnitario: 1000,
  texto:
    'Reserva com tolerância de 15 minutos. O valor de R$ 10,00 por pessoa é convertido em consumação. A reserva deve ser paga em até 30 minutos.',
}

const draft = { movimentoId: 20261202, horaPrevista: '12:00', qtdePessoas: 0, observacao: '' }

const reservation: ReservationView = {
  id: 42,
  data: '02/12/2026',
  hora: '20:30',
  pessoas: 4,
  total: 4000,
  tipoCobranca: 'P',
  cancelada: false,
  pagamento: 'Aguardando pagamento',
  aguardandoPagamento: true,
  observacao: 'Mesa perto da janela',
  pix: '00020101021226830014br.gov.bcb.pix2561pix+1@prato.dev5204000053039865406040.005802BR5912Bella Napoli6007Goiania62290525PRATORESERVA42A1B2C3D46304ABCD',
}

const meta = {
  title: 'Storefront/Reserva de mesa',
  component: ReservationPage,
  args: { step: 0, children: null },
} satisfies Meta<typeof ReservationPage>

export default meta
type Story = StoryObj<typeof meta>

const at = (step: 0 | 1 | 2, children: React.ReactNode) => (
  <RemixStory url={path}>
    <ReservationPage step={step}>{children}</ReservationPage>
  </RemixStory>
)

/** DATA: only the available days can be chosen; 'AVANÇAR' waits for one. */
export const Data: Story = {
  render: () => at(0, <DateStep days={days} chosen={null} loginHref={null} action={path} />),
}

/** DATA logged out: the warning and 'Fazer login'; a day already chosen. */
export const DataDeslogado: Story = {
  render: () =>
    at(
      0,
      <DateStep
        days={days}
        chosen={20261202}
        loginHref={`/${TENANT}?dialog=login`}
        action={path}
      />,
    ),
}

/** RESUMO at its defaults: 12:00, 0 people, 'SOLICITAR RESERVA' disabled; a per-person day. */
export const Resumo: Story = {
  render: () => at(1, <SummaryStep day={perPerson} draft={draft} action={path} />),
}

/** RESUMO with 3 people: the total; and the server's refusal above the form. */
export const ResumoComPessoas: Story = {
  render: () =>
    at(
      1,
      <SummaryStep
        day={perPerson}
        draft={{ ...draft, qtdePessoas: 3, horaPrevista: '20:30' }}
        action={path}
        alert={{
          tone: 'danger',
          message: 'Não há lugares suficientes nesta data. Lugares disponíveis: 2.',
        }}
      />,
    ),
}

/** RESUMO on a flat-charge day: the table's value whatever the people. */
export const ResumoValorFixo: Story = {
  render: () =>
    at(
      1,
      <SummaryStep
        day={{ ...perPerson, tipoCobranca: 'F', valorUnitario: 5000, texto: 'Taxa fixa por mesa.' }}
        draft={{ ...draft, qtdePessoas: 2 }}
        action={path}
      />,
    ),
}

/** RESUMO on a free day: no total. */
export const ResumoSemCobranca: Story = {
  render: () =>
    at(
      1,
      <SummaryStep
        day={{ ...perPerson, tipoCobranca: 'N', valorUnitario: 0, texto: 'Reserva sem custo.' }}
        draft={{ ...draft, qtdePessoas: 2 }}
        action={path}
      />,
    ),
}

/** RESERVA awaiting payment: the PIX area with the 30-minute and 10-minute notes. */
export const ReservaAguardandoPix: Story = {
  render: () => at(2, <ReservationDetail reservation={reservation} />),
}

/** RESERVA paid; a free one (no payment status); a cancelled one (no PIX). */
export const ReservaPagaGratisCancelada: Story = {
  render: () =>
    at(
      2,
      <>
        <ReservationDetail
          reservation={{ ...reservation, pagamento: 'Pago', aguardandoPagamento: false, pix: null }}
        />
        <ReservationDetail
          reservation={{
            ...reservation,
            id: 43,
            tipoCobranca: 'N',
            total: 0,
            pagamento: null,
            aguardandoPagamento: false,
            pix: null,
            observacao: null,
          }}
        />
        <ReservationDetail reservation={{ ...reservation, id: 44, cancelada: true, pix: null }} />
      </>,
    ),
}

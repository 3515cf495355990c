import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '#app/test/storybook'
import { DialogStory, failed } from '#app/test/story-support'
import { SurveyForm } from './SurveyForm'
import type { SurveyQuestion, SurveyStep } from './survey-view'

/** The sandbox's Bella Napoli survey: two scales (type 1), a Sim/Não with 'Qual ?' (type 5), a choice (type 2). */
const escala: SurveyQuestion = {
  id: 11,
  pergunta: 'Como você avalia a qualidade da comida?',
  tipo: 1,
  options: ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'].map((texto, i) => ({
    id: 100 + i,
    texto,
  })),
  qualOptionId: null,
}
const problema: SurveyQuestion = {
  id: 13,
  pergunta: 'Você teve algum problema com o seu pedido?',
  tipo: 5,
  options: [
    { id: 131, texto: messages.sim },
    { id: 132, texto: messages.nao },
  ],
  qualOptionId: 131,
}
const recomendaria: SurveyQuestion = {
  id: 14,
  pergunta: 'Você recomendaria a Bella Napoli a um amigo?',
  tipo: 2,
  options: [
    { id: 141, texto: messages.sim },
    { id: 142, texto: messages.nao },
    { id: 143, texto: 'Talvez' },
  ],
  qualOptionId: null,
}

function step(question: SurveyQuestion, index: number, answer: SurveyStep['answer'] = null) {
  return { nome: 'Pesquisa de Satisfação', question, index, total: 4, answer }
}

const meta = {
  title: 'Storefront/Pesquisa/Avaliação',
  component: SurveyForm,
  args: { step: step(escala, 0) },
  render: (args) => (
    <DialogStory name="pesquisa">
      <SurveyForm {...args} />
    </DialogStory>
  ),
} satisfies Meta<typeof SurveyForm>

export default meta
type Story = StoryObj<typeof meta>

/** Type 1, a scale: the first question, Voltar disabled, Próxima. */
export const Escala: Story = {}

/** Próxima without an answer: 'Você precisa selecionar uma resposta antes de avançar.' */
export const SemResposta: Story = {
  args: { actionData: failed({ opcaoId: [messages.selecioneResposta] }) },
}

/** Type 5 before an answer: 'Qual ?' waits for Sim. */
export const SimOuNao: Story = { args: { step: step(problema, 2) } }

/** Type 5 answered Sim: 'Qual ?' shown, with what the diner wrote. */
export const SimComQual: Story = {
  args: { step: step(problema, 2, { opcaoId: 131, respostaTexto: 'A pizza chegou fria' }) },
}

/** Type 2, a choice, on the last question: the optional observation, name, phone and e-mail, and Salvar. */
export const UltimaPergunta: Story = { args: { step: step(recomendaria, 3) } }

/** Salvar refused by the API: 'Houve um problema ao realizar a operação', the answer kept. */
export const FalhaAoSalvar: Story = {
  args: {
    step: step(recomendaria, 3, { opcaoId: 143, respostaTexto: null }),
    actionData: failed({}, messages.operacaoFalhouPesquisa, { opcaoId: '143', nome: 'Ana' }),
  },
}

/** A restaurant without a survey: said so, and Fechar. */
export const SemPesquisa: Story = { args: { step: null } }

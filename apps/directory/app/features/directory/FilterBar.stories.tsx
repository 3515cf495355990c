import type { Meta, StoryObj } from '@storybook/react-vite'
import { withRemixStub } from '../storybook/remix-stub'
import { FilterBar } from './FilterBar'

const meta = {
  title: 'Diretório/FilterBar',
  component: FilterBar,
  decorators: [withRemixStub],
  args: {
    cities: [
      { id: 1489, nomeFull: 'Goiânia - GO' },
      { id: 4578, nomeFull: 'Rio de Janeiro - RJ' },
      { id: 5270, nomeFull: 'São Paulo - SP' },
    ],
    specialties: [
      { id: 5, nome: 'Açaí' },
      { id: 1, nome: 'Pizzaria' },
      { id: 2, nome: 'Japonesa' },
    ],
    filters: { cidadeId: 1489, tipoEmpresa: 2, especialidadeId: null, nome: '' },
    nome: '',
    enhanced: true,
    onNomeChange: () => undefined,
    onFiltersChange: () => undefined,
  },
} satisfies Meta<typeof FilterBar>

export default meta
type Story = StoryObj<typeof meta>

/** The defaults: city 1489, delivery. With JavaScript the selects submit themselves. */
export const Padrao: Story = {}

export const MenuComEspecialidadeENome: Story = {
  args: {
    filters: { cidadeId: 1489, tipoEmpresa: 1, especialidadeId: 5, nome: 'acai' },
    nome: 'acai',
  },
}

export const SemCidade: Story = {
  args: { filters: { cidadeId: null, tipoEmpresa: 2, especialidadeId: null, nome: '' } },
}

/** Before JavaScript runs (or without it): the 'Filtrar' button submits the GET form. */
export const SemJavaScript: Story = { args: { enhanced: false } }

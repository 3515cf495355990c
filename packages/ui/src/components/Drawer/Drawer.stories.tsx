import { messages } from '@prato/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button'
import { Link } from '../Link'
import { Stack } from '../Stack'
import { Text } from '../Text'
import { Drawer, DrawerClose } from './Drawer'

const groups = [
  { nome: 'Pizzas', categorias: ['Tradicionais', 'Especiais', 'Doces'] },
  { nome: 'Bebidas', categorias: ['Refrigerantes', 'Sucos', 'Cervejas'] },
  { nome: 'Sobremesas', categorias: ['Sorvetes', 'Tortas'] },
]

const index = (
  <Stack space="medium">
    {groups.map((group) => (
      <Stack key={group.nome} space="xsmall">
        <Text weight="bold">{group.nome}</Text>
        {group.categorias.map((categoria) => (
          <DrawerClose key={categoria} asChild>
            <Link href={`#${categoria.toLowerCase()}`} tone="neutral">
              {categoria}
            </Link>
          </DrawerClose>
        ))}
      </Stack>
    ))}
  </Stack>
)

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { defaultOpen: true, title: messages.cardapio, children: index, side: 'left' },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

export const Left: Story = {}

export const Right: Story = { args: { side: 'right', description: 'Escolha uma categoria' } }

export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Categorias</Button> },
  parameters: { layout: 'padded' },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductCard } from './ProductCard'
import { porPessoa } from '@prato/domain/messages'
import { dessertPhoto, pizzaPhoto, saladPhoto } from './fixtures'

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    href: '#produto',
    imageLoading: 'eager',
    produto: {
      nomeCompleto: 'Pizza Margherita',
      textoInformativo:
        'Molho de tomate, muçarela de búfala, manjericão fresco e azeite extravirgem.',
      imagem: pizzaPhoto,
      preco: 4990,
    },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Discounted: Story = {
  args: {
    produto: {
      nomeCompleto: 'Salada Caesar',
      textoInformativo: 'Alface romana, croutons, parmesão e molho caesar.',
      imagem: saladPhoto,
      preco: 2990,
      valorPrecoNormal: 3590,
    },
  },
}

export const VariablePrice: Story = {
  args: {
    produto: {
      nomeCompleto: 'Pizza meio a meio',
      textoInformativo: 'Escolha dois sabores. O preço depende do tamanho.',
      imagem: pizzaPhoto,
      preco: 3990,
      flgPrecoVariavel: true,
    },
  },
}

export const OutOfStock: Story = {
  args: {
    produto: {
      nomeCompleto: 'Petit gâteau',
      textoInformativo: 'Bolo de chocolate com sorvete de creme.',
      imagem: dessertPhoto,
      preco: 2490,
      flgEmFalta: true,
    },
  },
}

export const Unavailable: Story = {
  args: {
    produto: {
      nomeCompleto: 'Risoto de cogumelos',
      textoInformativo: 'Arbóreo, shiitake, shimeji e parmesão.',
      preco: 5890,
      flgDisponivel: false,
    },
  },
}

export const WithoutImage: Story = {
  args: {
    produto: {
      nomeCompleto: 'Refrigerante lata 350 ml',
      textoInformativo: null,
      preco: 650,
    },
  },
}

/** A short line beside the price: an event menu's price per person (001 §3 "Event menu"). */
export const WithNote: Story = {
  args: {
    produto: {
      nomeCompleto: 'Jantar Italiano',
      textoInformativo: 'Entrada, massa fresca, prato principal e sobremesa.',
      preco: 12990,
    },
    note: porPessoa,
  },
}

export const LongTexts: Story = {
  args: {
    produto: {
      nomeCompleto:
        'Combo família: 2 pizzas grandes, 1 porção de batata frita e 1 refrigerante 2 litros',
      textoInformativo:
        'Escolha os sabores das pizzas entre tradicionais e especiais. A batata acompanha molho da casa. Bebida à escolha entre as disponíveis no dia.',
      imagem: pizzaPhoto,
      preco: 14990,
      valorPrecoNormal: 16990,
    },
  },
}

/** A grid of cards as on the delivery menu. */
export const Grid: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      <ProductCard {...args} />
      <ProductCard
        {...args}
        produto={{
          nomeCompleto: 'Salada Caesar',
          imagem: saladPhoto,
          preco: 2990,
          valorPrecoNormal: 3590,
        }}
      />
      <ProductCard
        {...args}
        produto={{
          nomeCompleto: 'Petit gâteau',
          imagem: dessertPhoto,
          preco: 2490,
          flgEmFalta: true,
        }}
      />
    </div>
  ),
  parameters: { wide: true },
}

/**
 * Fixtures for the menu, product view, cart and checkout stories (and their tests): Bella Napoli's delivery menu exactly as
 * the sandbox answers GET /v3/cardapio/completo?pdvId=3 (apps/sandbox-api/src/seed/catalogos.ts — same ids, names,
 * prices in reais, sizes and variations), with inline images instead of the sandbox's URLs so nothing is fetched.
 * Refusals, the login prompt, the mode question and the cart lines are made by the domain's own functions, so
 * every message and every price is the one the cart action would produce.
 */
import type { Schemas } from '@prato/api-client/contract'
import {
  addToCart,
  cartItemFromProduct,
  createCart,
  loginPromptActions,
  validateProduct,
  type CartItem,
  type ProductSelection,
} from '@prato/domain'
import type { AddFeedback, CartReply } from '#app/lib/cart'
import { neverAnswers, StoryPage, TENANT, type StubRoute } from './story-support'

type Produto = Schemas['Produto']
type Variacao = Schemas['Variacao']
export type Selection = Required<ProductSelection>

export const cartAction = `/${TENANT}/carrinho`
export const deliveryPath = `/${TENANT}/delivery`

// ── images ───────────────────────────────────────────────────────────────────────────────────────

/** A deterministic dish photo (inline SVG, 16:9 like the product view's image box). */
function photo(plate: string, food: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><rect width="480" height="270" fill="${plate}"/><circle cx="240" cy="135" r="112" fill="#ffffff"/><circle cx="240" cy="135" r="90" fill="${food}"/><circle cx="208" cy="112" r="16" fill="${accent}"/><circle cx="272" cy="106" r="13" fill="${accent}"/><circle cx="252" cy="170" r="17" fill="${accent}"/><circle cx="204" cy="166" r="11" fill="${accent}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const photos = {
  margherita: photo('#e9e3d8', '#e8a33d', '#b3261e'),
  calabresa: photo('#ece0d4', '#d9822b', '#7f1d1d'),
  portuguesa: photo('#e6e1cf', '#e2b04a', '#3f6212'),
  quatroQueijos: photo('#efe9dc', '#f2d16b', '#fff7d6'),
  meioAMeio: photo('#e9e3d8', '#e8a33d', '#7f1d1d'),
  burrata: photo('#e3e8dc', '#e8a33d', '#f8fafc'),
  chocolate: photo('#efe4ea', '#6b3f26', '#d62839'),
  romeuEJulieta: photo('#f1e4dc', '#f3e5c0', '#a4161a'),
  massa: photo('#eee6d6', '#f0c75e', '#b3261e'),
  lasanha: photo('#ece1d1', '#c2410c', '#fde68a'),
  tiramisu: photo('#ede3da', '#7b4a2d', '#e7d3b5'),
}

// ── Bella Napoli's delivery menu (pdvId 3) ───────────────────────────────────────────────────────

const semTamanho = null

function produto(
  fields: Pick<Produto, 'id' | 'nomeCompleto' | 'preco' | 'grupoId' | 'ordemLista'> &
    Partial<Produto>,
): Produto {
  return {
    textoInformativo: null,
    imagem: null,
    valorPrecoNormal: null,
    flgDisponivel: true,
    flgEmFalta: false,
    flgPrecoVariavel: false,
    flgSugestao: false,
    pdvId: 3,
    valorDesconto: null,
    precos: [],
    variacoes: [],
    ...fields,
  }
}

function variacao(
  fields: Omit<Variacao, 'items' | 'flgMaiorPrecoM' | 'tamanhoId'> & {
    flgMaiorPrecoM?: boolean
    /** [id, nomeCompleto, preço em reais, tamanhoId?] */
    items: Array<[number, string, number, number?]>
  },
): Variacao {
  return {
    flgMaiorPrecoM: false,
    tamanhoId: semTamanho,
    ...fields,
    items: fields.items.map(([id, nomeCompleto, preco, tamanhoId]) => ({
      id,
      nomeCompleto,
      preco,
      tamanhoId: tamanhoId ?? null,
      textoInformativo: null,
    })),
  }
}

/** The seed's BORDA (U, exactly one) with this product's ids. */
function borda(id: number, firstItem: number, ordem: number): Variacao {
  return variacao({
    id,
    nome: 'Borda',
    nomeMostra: 'borda',
    qtdeMin: 1,
    qtdeMax: 1,
    flgTipo: 'U',
    ordem,
    items: [
      [firstItem, 'Sem borda', 0],
      [firstItem + 1, 'Borda de catupiry', 8],
      [firstItem + 2, 'Borda de cheddar', 8],
    ],
  })
}

/** The seed's ADICIONAIS_PIZZA (S, up to 3). */
function adicionais(id: number, firstItem: number): Variacao {
  return variacao({
    id,
    nome: 'Adicionais',
    nomeMostra: 'adicional',
    qtdeMin: 0,
    qtdeMax: 3,
    flgTipo: 'S',
    ordem: 1,
    items: [
      [firstItem, 'Bacon', 6],
      [firstItem + 1, 'Azeitonas pretas', 3],
      [firstItem + 2, 'Rúcula', 4],
      [firstItem + 3, 'Ovo', 3],
    ],
  })
}

/** The seed's `pizza()`: Broto, Média and Grande, 'A partir de' the Média's price, Borda and Adicionais. */
function pizza(
  id: number,
  ordemLista: number,
  nomeCompleto: string,
  textoInformativo: string,
  [broto, media, grande]: [number, number, number],
  imagem: string,
  extra: Partial<Produto> = {},
): Produto {
  const v = 2 * id - 1 // variation ids: Borda, Adicionais
  const i = 7 * (id - 1) + 1 // their items: 3 bordas, then 4 adicionais
  return produto({
    id,
    nomeCompleto,
    textoInformativo,
    imagem,
    preco: media,
    flgPrecoVariavel: true,
    grupoId: 1,
    ordemLista,
    precos: [
      { tamanhoId: 1, tamanhoNome: 'Broto', valorPreco: broto },
      { tamanhoId: 2, tamanhoNome: 'Média', valorPreco: media },
      { tamanhoId: 3, tamanhoNome: 'Grande', valorPreco: grande },
    ],
    variacoes: [borda(v, i, 0), adicionais(v + 1, i + 3)],
    ...extra,
  })
}

export const pizzaMargherita = pizza(
  1,
  0,
  'Pizza Margherita',
  'Molho de tomate San Marzano, mozzarella fior di latte e manjericão.',
  [34.9, 49.9, 64.9],
  photos.margherita,
  { flgSugestao: true },
)
const pizzaCalabresa = pizza(
  2,
  1,
  'Pizza Calabresa',
  'Calabresa artesanal fatiada, cebola roxa e azeitonas.',
  [36.9, 52.9, 67.9],
  photos.calabresa,
)
const pizzaPortuguesa = pizza(
  3,
  2,
  'Pizza Portuguesa',
  'Presunto, ovos, cebola, ervilha, azeitonas e mozzarella.',
  [37.9, 54.9, 69.9],
  photos.portuguesa,
)
const pizzaQuatroQueijos = pizza(
  4,
  3,
  'Pizza Quatro Queijos',
  'Mozzarella, gorgonzola, parmesão e provolone.',
  [39.9, 56.9, 72.9],
  photos.quatroQueijos,
  { flgSugestao: true },
)

/** Sizes priced 0, an M variation 'sabor' (1 to 2 parts, the highest part's price, options per size) and Borda. */
export const pizzaMeioAMeio = produto({
  id: 5,
  nomeCompleto: 'Pizza Meio a Meio',
  textoInformativo: 'Escolha dois sabores; vale o preço do sabor mais caro.',
  imagem: photos.meioAMeio,
  preco: 49.9,
  flgPrecoVariavel: true,
  grupoId: 1,
  ordemLista: 4,
  precos: [
    { tamanhoId: 2, tamanhoNome: 'Média', valorPreco: 0 },
    { tamanhoId: 3, tamanhoNome: 'Grande', valorPreco: 0 },
  ],
  variacoes: [
    variacao({
      id: 9,
      nome: 'Sabores',
      nomeMostra: 'sabor',
      qtdeMin: 1,
      qtdeMax: 2,
      flgTipo: 'M',
      flgMaiorPrecoM: true,
      ordem: 0,
      items: [
        [29, 'Margherita', 49.9, 2],
        [30, 'Calabresa', 52.9, 2],
        [31, 'Portuguesa', 54.9, 2],
        [32, 'Quatro Queijos', 56.9, 2],
        [33, 'Margherita', 64.9, 3],
        [34, 'Calabresa', 67.9, 3],
        [35, 'Portuguesa', 69.9, 3],
        [36, 'Quatro Queijos', 72.9, 3],
      ],
    }),
    borda(10, 37, 1),
  ],
})

const pizzaNapolitana = pizza(
  6,
  5,
  'Pizza Napolitana com Burrata',
  'Tomate pelado, burrata inteira, pesto de manjericão e azeite extravirgem.',
  [54.9, 69.9, 84.9],
  photos.burrata,
  { valorPrecoNormal: 79.9, flgSugestao: true },
)
const pizzaChocolate = pizza(
  7,
  6,
  'Pizza de Chocolate com Morango',
  'Chocolate ao leite e morangos frescos.',
  [32.9, 44.9, 56.9],
  photos.chocolate,
)
/** Out of stock (flgEmFalta). */
export const pizzaRomeuEJulieta = pizza(
  8,
  7,
  'Pizza Romeu e Julieta',
  'Goiabada cascão e queijo minas.',
  [31.9, 42.9, 54.9],
  photos.romeuEJulieta,
  { flgEmFalta: true },
)

/** No sizes; U 'tipo de massa' (exactly one) and S 'molho' (1 to 2). */
export const monteSuaMassa = produto({
  id: 9,
  nomeCompleto: 'Monte sua Massa',
  textoInformativo: 'Escolha a massa e até dois molhos.',
  imagem: photos.massa,
  preco: 39.9,
  grupoId: 2,
  ordemLista: 8,
  variacoes: [
    variacao({
      id: 17,
      nome: 'Tipo de massa',
      nomeMostra: 'tipo de massa',
      qtdeMin: 1,
      qtdeMax: 1,
      flgTipo: 'U',
      ordem: 0,
      items: [
        [61, 'Espaguete', 0],
        [62, 'Penne', 0],
        [63, 'Talharim fresco', 5],
      ],
    }),
    variacao({
      id: 18,
      nome: 'Molhos',
      nomeMostra: 'molho',
      qtdeMin: 1,
      qtdeMax: 2,
      flgTipo: 'S',
      ordem: 1,
      items: [
        [64, 'Sugo', 0],
        [65, 'Bolonhesa', 6],
        [66, 'Quatro queijos', 7],
        [67, 'Pesto', 5],
      ],
    }),
  ],
})

/** No sizes, no variations. */
export const lasanha = produto({
  id: 10,
  nomeCompleto: 'Lasanha à Bolonhesa',
  textoInformativo: 'Massa fresca, ragù de carne e bechamel gratinado.',
  imagem: photos.lasanha,
  preco: 45.9,
  grupoId: 2,
  ordemLista: 9,
})
/** Unavailable (flgDisponivel false), no image. */
export const nhoqueDaCasa = produto({
  id: 11,
  nomeCompleto: 'Nhoque da Casa',
  textoInformativo: 'Nhoque de batata com molho sugo.',
  preco: 42.9,
  flgDisponivel: false,
  grupoId: 2,
  ordemLista: 10,
})
const risotoDeFunghi = produto({
  id: 12,
  nomeCompleto: 'Risoto de Funghi',
  textoInformativo: 'Arbóreo, funghi secchi e parmesão.',
  preco: 52.9,
  flgPrecoVariavel: true,
  grupoId: 2,
  ordemLista: 11,
  precos: [
    { tamanhoId: 4, tamanhoNome: 'Individual', valorPreco: 52.9 },
    { tamanhoId: 5, tamanhoNome: 'Para dois', valorPreco: 94.9 },
  ],
})
/** On offer: valorPrecoNormal above preco (struck through). */
export const risotoDeCamarao = produto({
  id: 13,
  nomeCompleto: 'Risoto de Camarão',
  textoInformativo: 'Camarões salteados e limão siciliano.',
  preco: 68.9,
  valorPrecoNormal: 74.9,
  grupoId: 2,
  ordemLista: 12,
})
export const cocaCola = produto({
  id: 14,
  nomeCompleto: 'Coca-Cola Lata 350 ml',
  preco: 6.5,
  grupoId: 3,
  ordemLista: 13,
})
const guarana = produto({
  id: 15,
  nomeCompleto: 'Guaraná Antarctica Lata 350 ml',
  preco: 6,
  grupoId: 3,
  ordemLista: 14,
})
const agua = produto({
  id: 16,
  nomeCompleto: 'Água Mineral sem Gás 500 ml',
  preco: 4.5,
  grupoId: 3,
  ordemLista: 15,
})
/** Sizes only (300 ml, 500 ml), no image, no text. */
export const sucoDeLaranja = produto({
  id: 17,
  nomeCompleto: 'Suco de Laranja',
  preco: 9.9,
  flgPrecoVariavel: true,
  grupoId: 3,
  ordemLista: 16,
  precos: [
    { tamanhoId: 6, tamanhoNome: '300 ml', valorPreco: 9.9 },
    { tamanhoId: 7, tamanhoNome: '500 ml', valorPreco: 13.9 },
  ],
})
const tiramisu = produto({
  id: 20,
  nomeCompleto: 'Tiramisù',
  textoInformativo: 'Mascarpone, café espresso e cacau.',
  imagem: photos.tiramisu,
  preco: 24.9,
  flgSugestao: true,
  grupoId: 4,
  ordemLista: 19,
})
const pannaCotta = produto({
  id: 21,
  nomeCompleto: 'Panna Cotta',
  textoInformativo: 'Com calda de frutas vermelhas.',
  preco: 18.9,
  valorPrecoNormal: 22.9,
  grupoId: 4,
  ordemLista: 20,
})

/** GET /v3/cardapio/completo?pdvId=3 for Bella Napoli (the wines are on the table menu only). */
export const bellaNapoliDelivery: Array<Schemas['CardapioGrupo']> = [
  {
    id: 1,
    nome: 'Pizzas',
    items: [
      {
        id: 1,
        nome: 'Pizzas Tradicionais',
        produtos: [pizzaMargherita, pizzaCalabresa, pizzaPortuguesa, pizzaQuatroQueijos],
      },
      { id: 2, nome: 'Pizzas Especiais', produtos: [pizzaMeioAMeio, pizzaNapolitana] },
      { id: 3, nome: 'Pizzas Doces', produtos: [pizzaChocolate, pizzaRomeuEJulieta] },
    ],
  },
  {
    id: 2,
    nome: 'Massas',
    items: [
      { id: 4, nome: 'Massas', produtos: [monteSuaMassa, lasanha, nhoqueDaCasa] },
      { id: 5, nome: 'Risotos', produtos: [risotoDeFunghi, risotoDeCamarao] },
    ],
  },
  {
    id: 3,
    nome: 'Bebidas',
    items: [
      { id: 6, nome: 'Refrigerantes', produtos: [cocaCola, guarana, agua] },
      { id: 7, nome: 'Sucos', produtos: [sucoDeLaranja] },
    ],
  },
  {
    id: 4,
    nome: 'Sobremesas',
    items: [{ id: 9, nome: 'Sobremesas', produtos: [tiramisu, pannaCotta] }],
  },
]

// ── choices, refusals and answers ────────────────────────────────────────────────────────────────

/** The diner's choices; `variacoes` is variacaoId → itemId → quantity. */
export function selection(fields: Partial<Selection> = {}): Selection {
  return { tamanhoId: null, variacoes: {}, quantidade: 1, observacao: null, ...fields }
}

/** The cart action's refusal of these choices: validateProduct's rule and message, word for word. */
export function refusal(product: Produto, chosen: Selection, shopOpen = true): AddFeedback {
  const check = validateProduct(product, chosen, { shopOpen })
  if (check.ok) throw new Error(`${product.nomeCompleto}: these choices are accepted, not refused`)
  return {
    status: 'refused',
    message: check.message,
    rule: check.rule,
    variacaoId: check.variacaoId ?? null,
    selection: chosen,
  }
}

/** The login prompt of an anonymous diner; `offline` when the restaurant takes orders without an account. */
export function loginPrompt(chosen: Selection, offline = true): AddFeedback {
  const prompt = loginPromptActions({ wgPedidoDeliveryOFF: offline })
  return {
    status: 'login',
    message: prompt.message,
    login: prompt.actions[0],
    other: prompt.actions[1],
    offline,
    selection: chosen,
  }
}

/** A cart line made as the cart action makes it, for valid choices. */
export function cartLine(
  product: Produto,
  chosen: Selection,
  uuid: string,
  pdvId: 1 | 3 = 3,
): CartItem {
  const check = validateProduct(product, chosen, { shopOpen: true })
  if (!check.ok) throw new Error(`${product.nomeCompleto}: ${check.message}`)
  return {
    ...cartItemFromProduct(product, check, { uuid, observacao: chosen.observacao, pdvId }),
    uuid,
  }
}

/** The question asked when a delivery product is added to a cart holding table-menu items (001 §4). */
export function modeConflict(product: Produto, chosen: Selection): AddFeedback {
  const tableCart = {
    ...createCart(0),
    origem: 'menu' as const,
    items: [cartLine(cocaCola, selection(), 'mesa-1', 1)],
  }
  const check = validateProduct(product, chosen, { shopOpen: true })
  if (!check.ok) throw new Error(check.message)
  const result = addToCart(tableCart, cartItemFromProduct(product, check, { pdvId: 3 }))
  if (result.status !== 'needsConfirmation') throw new Error('no mode conflict')
  return { status: 'conflict', dialog: result.dialog, selection: chosen }
}

/** Grande, half Calabresa and half Quatro Queijos (the dearer half's price), with a catupiry crust. */
export const meioAMeioGrande = selection({
  tamanhoId: 3,
  variacoes: { 9: { 34: 1, 36: 1 }, 10: { 38: 1 } },
})
/** Talharim fresco with Bolonhesa and Pesto, twice, with a note. */
export const massaTalharim = selection({
  variacoes: { 17: { 63: 1 }, 18: { 65: 1, 67: 1 } },
  quantidade: 2,
  observacao: 'Pouco sal, por favor.',
})

/** A delivery cart: a half-and-half pizza, a pasta with a note, three cans and a juice. */
export const sampleCart: CartItem[] = [
  cartLine(pizzaMeioAMeio, meioAMeioGrande, '6f1c2a0e-0b7d-4e59-9a51-1f0c8d2b7a01'),
  cartLine(monteSuaMassa, massaTalharim, '6f1c2a0e-0b7d-4e59-9a51-1f0c8d2b7a02'),
  cartLine(cocaCola, selection({ quantidade: 3 }), '6f1c2a0e-0b7d-4e59-9a51-1f0c8d2b7a03'),
  cartLine(sucoDeLaranja, selection({ tamanhoId: 7 }), '6f1c2a0e-0b7d-4e59-9a51-1f0c8d2b7a04'),
]

/** The cart's route, answering with `action` (by default, never); at its own URL it shows the story. */
export function cartRoute(action: StubRoute['action'] = neverAnswers): StubRoute {
  return { path: '/:tenant/carrinho', action, Component: StoryPage }
}

/** The product route's stub, answering with `action` (by default, never); at its own URL it shows the story. */
export function productRoute(action: StubRoute['action'] = neverAnswers): StubRoute {
  return { path: '/:tenant/produto', action, Component: StoryPage }
}

/** The product route's answer to an "Adicionar" that did not add, as `ctx.cart.add` makes it. */
export function answered(feedback: AddFeedback): CartReply {
  const message = feedback.status === 'conflict' ? feedback.dialog.message : feedback.message
  return { errors: [{ code: 'product', field: 'produtoId', message, feedback }], alert: null }
}

// Catalogues of the demo restaurants, described compactly and expanded by `seed/index.ts`. Prices are
// in centavos. Mercado Central's 320 products are generated with a fixed-seed PRNG so every machine gets
// the same menu.
import { EMPRESA_IDS, EMPRESAS, ESPECIALIDADES } from './empresas'

export interface VariacaoSeed {
  nome: string
  mostra: string
  min: number
  max: number
  tipo: 'M' | 'U' | 'S'
  maior?: boolean
  /** [nome, preço em centavos, tamanhoId?] */
  itens: Array<[string, number, number?]>
}
export interface ProdutoSeed {
  nome: string
  preco: number
  texto?: string
  normal?: number
  sugestao?: boolean
  indisponivel?: boolean
  falta?: boolean
  variavel?: boolean
  /** [tamanhoId, preço em centavos] */
  tamanhos?: Array<[number, number]>
  variacoes?: VariacaoSeed[]
  menu?: boolean
  delivery?: boolean
  guias?: number[]
  imagem?: boolean
}
export interface CategoriaSeed {
  nome: string
  produtos: ProdutoSeed[]
}
export interface GrupoSeed {
  nome: string
  categorias: CategoriaSeed[]
}
export interface CatalogoSeed {
  guias: string[]
  grupos: GrupoSeed[]
}

export const TAMANHOS: Record<number, string> = {
  1: 'Broto',
  2: 'Média',
  3: 'Grande',
  4: 'Individual',
  5: 'Para dois',
  6: '300 ml',
  7: '500 ml',
  8: 'Pequeno',
  9: 'Médio',
  10: 'Grande',
}

const BORDA: VariacaoSeed = {
  nome: 'Borda',
  mostra: 'borda',
  min: 1,
  max: 1,
  tipo: 'U',
  itens: [
    ['Sem borda', 0],
    ['Borda de catupiry', 800],
    ['Borda de cheddar', 800],
  ],
}
const ADICIONAIS_PIZZA: VariacaoSeed = {
  nome: 'Adicionais',
  mostra: 'adicional',
  min: 0,
  max: 3,
  tipo: 'S',
  itens: [
    ['Bacon', 600],
    ['Azeitonas pretas', 300],
    ['Rúcula', 400],
    ['Ovo', 300],
  ],
}
function pizza(
  nome: string,
  texto: string,
  broto: number,
  media: number,
  grande: number,
  extra: Partial<ProdutoSeed> = {},
): ProdutoSeed {
  return {
    nome,
    texto,
    preco: media,
    variavel: true,
    tamanhos: [
      [1, broto],
      [2, media],
      [3, grande],
    ],
    variacoes: [BORDA, ADICIONAIS_PIZZA],
    imagem: true,
    ...extra,
  }
}

const BELLA_NAPOLI: CatalogoSeed = {
  guias: ['Cardápio do Almoço', 'Carta de Vinhos'],
  grupos: [
    {
      nome: 'Pizzas',
      categorias: [
        {
          nome: 'Pizzas Tradicionais',
          produtos: [
            pizza(
              'Pizza Margherita',
              'Molho de tomate San Marzano, mozzarella fior di latte e manjericão.',
              3490,
              4990,
              6490,
              { sugestao: true, guias: [1] },
            ),
            pizza(
              'Pizza Calabresa',
              'Calabresa artesanal fatiada, cebola roxa e azeitonas.',
              3690,
              5290,
              6790,
            ),
            pizza(
              'Pizza Portuguesa',
              'Presunto, ovos, cebola, ervilha, azeitonas e mozzarella.',
              3790,
              5490,
              6990,
            ),
            pizza(
              'Pizza Quatro Queijos',
              'Mozzarella, gorgonzola, parmesão e provolone.',
              3990,
              5690,
              7290,
              { sugestao: true },
            ),
          ],
        },
        {
          nome: 'Pizzas Especiais',
          produtos: [
            {
              nome: 'Pizza Meio a Meio',
              texto: 'Escolha dois sabores; vale o preço do sabor mais caro.',
              preco: 4990,
              variavel: true,
              tamanhos: [
                [2, 0],
                [3, 0],
              ],
              imagem: true,
              variacoes: [
                {
                  nome: 'Sabores',
                  mostra: 'sabor',
                  min: 1,
                  max: 2,
                  tipo: 'M',
                  maior: true,
                  itens: [
                    ['Margherita', 4990, 2],
                    ['Calabresa', 5290, 2],
                    ['Portuguesa', 5490, 2],
                    ['Quatro Queijos', 5690, 2],
                    ['Margherita', 6490, 3],
                    ['Calabresa', 6790, 3],
                    ['Portuguesa', 6990, 3],
                    ['Quatro Queijos', 7290, 3],
                  ],
                },
                BORDA,
              ],
            },
            pizza(
              'Pizza Napolitana com Burrata',
              'Tomate pelado, burrata inteira, pesto de manjericão e azeite extravirgem.',
              5490,
              6990,
              8490,
              { normal: 7990, sugestao: true },
            ),
          ],
        },
        {
          nome: 'Pizzas Doces',
          produtos: [
            pizza(
              'Pizza de Chocolate com Morango',
              'Chocolate ao leite e morangos frescos.',
              3290,
              4490,
              5690,
            ),
            pizza('Pizza Romeu e Julieta', 'Goiabada cascão e queijo minas.', 3190, 4290, 5490, {
              falta: true,
            }),
          ],
        },
      ],
    },
    {
      nome: 'Massas',
      categorias: [
        {
          nome: 'Massas',
          produtos: [
            {
              nome: 'Monte sua Massa',
              texto: 'Escolha a massa e até dois molhos.',
              preco: 3990,
              imagem: true,
              guias: [1],
              variacoes: [
                {
                  nome: 'Tipo de massa',
                  mostra: 'tipo de massa',
                  min: 1,
                  max: 1,
                  tipo: 'U',
                  itens: [
                    ['Espaguete', 0],
                    ['Penne', 0],
                    ['Talharim fresco', 500],
                  ],
                },
                {
                  nome: 'Molhos',
                  mostra: 'molho',
                  min: 1,
                  max: 2,
                  tipo: 'S',
                  itens: [
                    ['Sugo', 0],
                    ['Bolonhesa', 600],
                    ['Quatro queijos', 700],
                    ['Pesto', 500],
                  ],
                },
              ],
            },
            {
              nome: 'Lasanha à Bolonhesa',
              texto: 'Massa fresca, ragù de carne e bechamel gratinado.',
              preco: 4590,
              imagem: true,
            },
            {
              nome: 'Nhoque da Casa',
              texto: 'Nhoque de batata com molho sugo.',
              preco: 4290,
              indisponivel: true,
            },
          ],
        },
        {
          nome: 'Risotos',
          produtos: [
            {
              nome: 'Risoto de Funghi',
              texto: 'Arbóreo, funghi secchi e parmesão.',
              preco: 5290,
              variavel: true,
              tamanhos: [
                [4, 5290],
                [5, 9490],
              ],
            },
            {
              nome: 'Risoto de Camarão',
              texto: 'Camarões salteados e limão siciliano.',
              preco: 6890,
              normal: 7490,
            },
          ],
        },
      ],
    },
    {
      nome: 'Bebidas',
      categorias: [
        {
          nome: 'Refrigerantes',
          produtos: [
            { nome: 'Coca-Cola Lata 350 ml', preco: 650 },
            { nome: 'Guaraná Antarctica Lata 350 ml', preco: 600 },
            { nome: 'Água Mineral sem Gás 500 ml', preco: 450 },
          ],
        },
        {
          nome: 'Sucos',
          produtos: [
            {
              nome: 'Suco de Laranja',
              preco: 990,
              variavel: true,
              tamanhos: [
                [6, 990],
                [7, 1390],
              ],
            },
          ],
        },
        {
          nome: 'Vinhos',
          produtos: [
            {
              nome: 'Chianti Classico DOCG',
              texto: 'Toscana, Itália. Garrafa 750 ml.',
              preco: 14900,
              menu: true,
              delivery: false,
              guias: [2],
            },
            { nome: 'Vinho da Casa (taça)', preco: 2400, menu: true, delivery: false, guias: [2] },
          ],
        },
      ],
    },
    {
      nome: 'Sobremesas',
      categorias: [
        {
          nome: 'Sobremesas',
          produtos: [
            {
              nome: 'Tiramisù',
              texto: 'Mascarpone, café espresso e cacau.',
              preco: 2490,
              sugestao: true,
              imagem: true,
            },
            {
              nome: 'Panna Cotta',
              texto: 'Com calda de frutas vermelhas.',
              preco: 1890,
              normal: 2290,
            },
          ],
        },
      ],
    },
  ],
}

const SUSHI_KENTO: CatalogoSeed = {
  guias: [],
  grupos: [
    {
      nome: 'Sushis',
      categorias: [
        {
          nome: 'Combinados',
          produtos: [
            {
              nome: 'Combinado Kento 20 peças',
              texto: 'Niguiris, uramakis e sashimis do dia.',
              preco: 8990,
              sugestao: true,
              imagem: true,
            },
            { nome: 'Combinado Salmão 15 peças', preco: 6990, normal: 7990 },
          ],
        },
        {
          nome: 'Temakis',
          produtos: [
            {
              nome: 'Temaki',
              preco: 3290,
              variavel: true,
              variacoes: [
                {
                  nome: 'Recheio',
                  mostra: 'recheio',
                  min: 1,
                  max: 1,
                  tipo: 'U',
                  itens: [
                    ['Salmão', 0],
                    ['Atum', 400],
                    ['Skin', 0],
                  ],
                },
                {
                  nome: 'Extras',
                  mostra: 'extra',
                  min: 0,
                  max: 2,
                  tipo: 'S',
                  itens: [
                    ['Cream cheese', 300],
                    ['Cebolinha', 0],
                    ['Tarê', 200],
                  ],
                },
              ],
            },
            { nome: 'Temaki Hot Philadelphia', preco: 3490, falta: true },
          ],
        },
        {
          nome: 'Sashimis',
          produtos: [
            { nome: 'Sashimi de Salmão 10 fatias', preco: 5490 },
            { nome: 'Sashimi de Atum 10 fatias', preco: 5990, indisponivel: true },
          ],
        },
      ],
    },
    {
      nome: 'Pratos Quentes',
      categorias: [
        {
          nome: 'Quentes',
          produtos: [
            { nome: 'Lámen Tonkotsu', preco: 4790, sugestao: true },
            { nome: 'Guioza (6 unidades)', preco: 2890 },
          ],
        },
      ],
    },
    {
      nome: 'Bebidas',
      categorias: [
        {
          nome: 'Bebidas',
          produtos: [
            { nome: 'Chá Verde Gelado', preco: 990 },
            { nome: 'Saquê Junmai (dose)', preco: 2200 },
            { nome: 'Água com Gás', preco: 500 },
          ],
        },
      ],
    },
  ],
}

const CAFE_GIRASSOL: CatalogoSeed = {
  guias: [],
  grupos: [
    {
      nome: 'Cafés',
      categorias: [
        {
          nome: 'Cafés Especiais',
          produtos: [
            { nome: 'Espresso', preco: 790, sugestao: true },
            {
              nome: 'Cappuccino',
              preco: 1290,
              variavel: true,
              tamanhos: [
                [8, 1290],
                [9, 1490],
                [10, 1790],
              ],
              variacoes: [
                {
                  nome: 'Leite',
                  mostra: 'leite',
                  min: 1,
                  max: 1,
                  tipo: 'U',
                  itens: [
                    ['Integral', 0],
                    ['Sem lactose', 100],
                    ['Aveia', 300],
                  ],
                },
              ],
            },
            { nome: 'Coado V60', preco: 1490 },
          ],
        },
      ],
    },
    {
      nome: 'Padaria',
      categorias: [
        {
          nome: 'Pães',
          produtos: [
            { nome: 'Pão de Queijo (6 unidades)', preco: 1590, sugestao: true },
            { nome: 'Croissant de Manteiga', preco: 1190, normal: 1390 },
          ],
        },
        {
          nome: 'Doces',
          produtos: [
            { nome: 'Bolo de Cenoura com Chocolate', preco: 1390 },
            { nome: 'Cookie de Chocolate Belga', preco: 990, falta: true },
          ],
        },
      ],
    },
  ],
}

const BURGER_HUB: CatalogoSeed = {
  guias: [],
  grupos: [
    {
      nome: 'Burgers',
      categorias: [
        {
          nome: 'Artesanais',
          produtos: [
            {
              nome: 'Hub Clássico',
              texto: 'Blend 180 g, queijo prato, alface, tomate e maionese da casa.',
              preco: 3490,
              sugestao: true,
              variacoes: [
                {
                  nome: 'Ponto da carne',
                  mostra: 'ponto da carne',
                  min: 1,
                  max: 1,
                  tipo: 'U',
                  itens: [
                    ['Mal passado', 0],
                    ['Ao ponto', 0],
                    ['Bem passado', 0],
                  ],
                },
              ],
            },
            { nome: 'Bacon Hub', preco: 3990 },
          ],
        },
      ],
    },
    {
      nome: 'Acompanhamentos',
      categorias: [{ nome: 'Porções', produtos: [{ nome: 'Batata Frita Rústica', preco: 1890 }] }],
    },
  ],
}

const HOSTIL_CATALOGO: CatalogoSeed = {
  guias: [],
  grupos: [
    {
      nome: '<img src=x onerror=alert(1)>',
      categorias: [
        {
          nome: '"><script>alert(1)</script>',
          produtos: [
            {
              nome: '<script>alert("produto")</script>Prato',
              texto: '<iframe src="javascript:alert(1)"></iframe>',
              preco: 1000,
            },
            {
              nome: 'Prato {{constructor.constructor("alert(1)")()}}',
              texto: '${alert(1)}',
              preco: 2000,
            },
          ],
        },
      ],
    },
  ],
}

/** Deterministic PRNG (mulberry32): the same seed gives the same catalogue everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function mercadoCentral(): CatalogoSeed {
  const rnd = mulberry32(20240611)
  const secoes: Array<[string, Array<[string, string[]]>]> = [
    [
      'Hortifrúti',
      [
        [
          'Frutas',
          [
            'Banana Prata',
            'Maçã Gala',
            'Mamão Formosa',
            'Manga Palmer',
            'Abacaxi Pérola',
            'Uva Thompson',
            'Laranja Pera',
            'Morango',
            'Melancia',
            'Pera Williams',
          ],
        ],
        [
          'Verduras e Legumes',
          [
            'Alface Crespa',
            'Tomate Italiano',
            'Cebola Roxa',
            'Cenoura',
            'Batata Inglesa',
            'Abobrinha',
            'Brócolis',
            'Pimentão Verde',
            'Couve Manteiga',
            'Pequi',
          ],
        ],
      ],
    ],
    [
      'Padaria',
      [
        [
          'Pães',
          [
            'Pão Francês',
            'Pão de Forma Integral',
            'Baguete',
            'Pão de Queijo',
            'Pão Sírio',
            'Bisnaguinha',
            'Ciabatta',
            'Pão de Milho',
          ],
        ],
        [
          'Bolos e Doces',
          [
            'Bolo de Fubá',
            'Bolo de Chocolate',
            'Pudim de Leite',
            'Brigadeiro',
            'Quindim',
            'Empada de Frango',
            'Sonho de Creme',
            'Rosca de Coco',
          ],
        ],
      ],
    ],
    [
      'Frios e Laticínios',
      [
        [
          'Queijos',
          [
            'Queijo Minas Frescal',
            'Queijo Muçarela',
            'Queijo Prato',
            'Requeijão Cremoso',
            'Queijo Parmesão',
            'Queijo Coalho',
          ],
        ],
        [
          'Frios',
          [
            'Presunto Cozido',
            'Peito de Peru',
            'Salame Italiano',
            'Mortadela',
            'Linguiça Calabresa',
            'Copa',
          ],
        ],
        [
          'Laticínios',
          [
            'Leite Integral',
            'Iogurte Natural',
            'Manteiga com Sal',
            'Creme de Leite',
            'Leite Condensado',
            'Coalhada',
          ],
        ],
      ],
    ],
    [
      'Bebidas',
      [
        [
          'Refrigerantes',
          [
            'Refrigerante de Cola',
            'Guaraná',
            'Refrigerante de Laranja',
            'Refrigerante de Limão',
            'Tônica',
          ],
        ],
        [
          'Sucos e Águas',
          ['Suco de Uva Integral', 'Água de Coco', 'Água Mineral', 'Suco de Caju', 'Chá Mate'],
        ],
        [
          'Cervejas',
          ['Cerveja Pilsen', 'Cerveja IPA', 'Cerveja Weiss', 'Cerveja Stout', 'Cerveja sem Álcool'],
        ],
      ],
    ],
    [
      'Mercearia',
      [
        [
          'Grãos',
          [
            'Arroz Tipo 1',
            'Feijão Carioca',
            'Feijão Preto',
            'Lentilha',
            'Grão-de-Bico',
            'Milho de Pipoca',
          ],
        ],
        [
          'Massas e Molhos',
          [
            'Macarrão Espaguete',
            'Macarrão Penne',
            'Molho de Tomate',
            'Extrato de Tomate',
            'Azeite Extravirgem',
          ],
        ],
        [
          'Café e Matinais',
          ['Café Torrado e Moído', 'Achocolatado', 'Granola', 'Aveia em Flocos', 'Mel Silvestre'],
        ],
      ],
    ],
    [
      'Pratos Prontos',
      [
        [
          'Refeições',
          [
            'Arroz com Pequi',
            'Galinhada',
            'Empadão Goiano',
            'Feijoada',
            'Escondidinho de Carne',
            'Frango Assado',
          ],
        ],
        ['Saladas', ['Salada Caesar', 'Salada Caprese', 'Salada de Grãos', 'Salpicão']],
      ],
    ],
  ]
  const variantes = [
    '',
    ' Orgânico',
    ' Premium',
    ' Tradicional',
    ' Light',
    ' Família',
    ' da Fazenda',
    ' Artesanal',
  ]
  const grupos: GrupoSeed[] = []
  let total = 0
  const alvo = 320
  // Spread the target evenly over the categories, then fill each with base names × variants.
  const categoriasTotal = secoes.reduce((n, [, cats]) => n + cats.length, 0)
  const porCategoria = Math.ceil(alvo / categoriasTotal)
  for (const [grupo, cats] of secoes) {
    const categorias: CategoriaSeed[] = []
    for (const [categoria, bases] of cats) {
      const produtos: ProdutoSeed[] = []
      for (let i = 0; i < porCategoria && total < alvo; i++) {
        const base = bases[i % bases.length] ?? categoria
        const variante = variantes[Math.floor(i / bases.length) % variantes.length] ?? ''
        const preco = 290 + Math.floor(rnd() * 60) * 50
        const r = rnd()
        produtos.push({
          nome: `${base}${variante}`,
          texto: `${base}${variante} selecionado pelo Mercado Central.`,
          preco,
          normal: r < 0.1 ? preco + 200 + Math.floor(rnd() * 10) * 50 : undefined,
          sugestao: r > 0.97,
          indisponivel: r > 0.94 && r <= 0.95,
          falta: r > 0.95 && r <= 0.96,
          imagem: r < 0.5,
        })
        total++
      }
      categorias.push({ nome: categoria, produtos })
    }
    grupos.push({ nome: grupo, categorias })
  }
  return { guias: [], grupos }
}

const POR_ESPECIALIDADE: Record<string, Array<[string, number]>> = {
  Pizzaria: [
    ['Pizza de Mussarela', 4590],
    ['Pizza de Frango com Catupiry', 5290],
    ['Pizza de Pepperoni', 5490],
  ],
  Japonesa: [
    ['Combinado 16 peças', 6490],
    ['Hot Roll 10 peças', 3290],
    ['Yakissoba', 3990],
  ],
  Cafeteria: [
    ['Café Coado', 690],
    ['Pão na Chapa', 890],
    ['Cappuccino', 1190],
  ],
  Hambúrguer: [
    ['X-Burger', 2890],
    ['X-Bacon', 3290],
    ['Batata Frita', 1590],
  ],
  Açaí: [
    ['Açaí 300 ml', 1690],
    ['Açaí 500 ml', 2390],
    ['Açaí na Tigela com Granola', 2690],
  ],
  Brasileira: [
    ['Prato Feito', 2490],
    ['Feijoada Individual', 3990],
    ['Pastel de Carne', 1090],
  ],
  Italiana: [
    ['Espaguete ao Sugo', 3690],
    ['Lasanha', 4290],
    ['Bruschetta', 2290],
  ],
  Churrascaria: [
    ['Picanha na Chapa', 8990],
    ['Costela no Bafo', 6990],
    ['Linguiça Artesanal', 2990],
  ],
  Vegetariana: [
    ['Bowl de Grãos', 3290],
    ['Hambúrguer de Grão-de-Bico', 3490],
    ['Salada Verde', 2190],
  ],
  'Doces e Bolos': [
    ['Fatia de Bolo', 1290],
    ['Brigadeiro Gourmet', 490],
    ['Torta de Limão', 1490],
  ],
  Mexicana: [
    ['Taco de Carnitas', 2490],
    ['Burrito de Frango', 3190],
    ['Nachos com Guacamole', 2790],
  ],
  'Frutos do Mar': [
    ['Moqueca de Peixe', 8990],
    ['Isca de Peixe', 4290],
    ['Camarão Empanado', 5990],
  ],
  Mercado: [['Cesta Básica', 9990]],
}

function catalogoDeListagem(especialidadeIds: number[]): CatalogoSeed {
  const grupos: GrupoSeed[] = especialidadeIds.map((id) => {
    const nome = ESPECIALIDADES.find((e) => e.id === id)?.nome ?? 'Pratos'
    const produtos = (POR_ESPECIALIDADE[nome] ?? []).map(([n, p], i): ProdutoSeed => ({
      nome: n,
      preco: p,
      sugestao: i === 0,
    }))
    return { nome, categorias: [{ nome, produtos }] }
  })
  grupos.push({
    nome: 'Bebidas',
    categorias: [
      {
        nome: 'Bebidas',
        produtos: [
          { nome: 'Refrigerante Lata', preco: 600 },
          { nome: 'Água Mineral', preco: 400 },
        ],
      },
    ],
  })
  return { guias: [], grupos }
}

export function catalogoDe(empresaId: number): CatalogoSeed {
  switch (empresaId) {
    case EMPRESA_IDS.BELLA:
      return BELLA_NAPOLI
    case EMPRESA_IDS.SUSHI:
      return SUSHI_KENTO
    case EMPRESA_IDS.CAFE:
      return CAFE_GIRASSOL
    case EMPRESA_IDS.BURGER:
      return BURGER_HUB
    case EMPRESA_IDS.HOSTIL:
      return HOSTIL_CATALOGO
    case EMPRESA_IDS.MERCADO:
      return mercadoCentral()
    default:
      return catalogoDeListagem(EMPRESAS.find((e) => e.id === empresaId)?.especialidadeIds ?? [6])
  }
}

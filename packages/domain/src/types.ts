/**
 * Entity types shared by several modules, with the field names of the specification
 * (000 §3, 001 §3, 002 §3). Money fields that come from the API are decimals in reais; the cart
 * and every computed total in this package are integer centavos (fields ending in `Centavos`
 * or documented as such).
 */

/** 'S' / 'N' style flags arrive as booleans from the API; a few are letters (documented per field). */

// ── Catalogue (001 §3) ────────────────────────────────────────────────────────────────────────

/** A product size with its price (precos). `valorPreco` in reais. */
export interface ProductSize {
  tamanhoId: number
  tamanhoNome: string
  valorPreco: number
  selected?: boolean
}

/** 'M' fractional parts (e.g. half-and-half pizza), 'U' single choice, 'S' multiple up to max. */
export type VariationType = 'M' | 'U' | 'S'

/** An option of a variation. `preco` in reais; `tamanhoId` limits it to one size (0/null = any). */
export interface VariationItem {
  id: number
  nomeCompleto: string
  preco: number
  tamanhoId?: number | null
  quantidade?: number
  observacao?: string | null
  textoInformativo?: string | null
}

export interface Variation {
  id: number
  nome: string
  nomeMostra: string
  qtdeMin: number
  qtdeMax: number
  flgTipo: VariationType
  /** For type M: charge the highest part's price instead of the proportional sum. */
  flgMaiorPrecoM?: boolean
  ordem?: number
  /**
   * The size this variation applies to. The spec says "each variation valid for the chosen size"
   * without naming the field; the contract names it `tamanhoId` (null or absent: every size).
   */
  tamanhoId?: number | null
  items: VariationItem[]
}

export interface Product {
  id: number
  nomeCompleto: string
  textoInformativo?: string | null
  imagem?: string | null
  /** Price in reais when the product has no sizes. */
  preco: number
  valorPrecoNormal?: number | null
  flgDisponivel?: boolean
  flgEmFalta?: boolean
  flgPrecoVariavel?: boolean
  flgSugestao?: boolean
  grupoId?: number | null
  ordemLista?: number | null
  /** 1 menu, 3 delivery. */
  pdvId?: number
  precos?: ProductSize[]
  variacoes?: Variation[]
  quantidade?: number
  observacao?: string | null
  valorDesconto?: number | null
}

/** A chosen option of a variation in the cart (variacoesUsadas). */
export interface ChosenVariationItem {
  variacaoId: number
  itemId: number
  nomeCompleto: string
  /** Unit price of the option in centavos. */
  precoCentavos: number
  quantidade: number
  observacao?: string | null
}

// ── Cart (000 §3, 001 §3) ─────────────────────────────────────────────────────────────────────

export type CartMode = 'delivery' | 'menu'

export interface CartItem {
  uuid: string
  produtoId: number
  nomeCompleto: string
  imagem?: string | null
  /** 1 menu, 3 delivery. */
  pdvId: number
  tamanhoId?: number | null
  tamanhoNome?: string | null
  /** Unit price of the product (size price or base price) in centavos. */
  precoCentavos: number
  /** The product's normal price in centavos, when it is on offer (valorPrecoNormal). */
  valorNormalCentavos?: number | null
  /** Unit price in centavos with the variations' charges (what one unit costs). */
  valorUnitario: number
  quantidade: number
  observacao?: string | null
  variacoesUsadas: ChosenVariationItem[]
  /** Line total in centavos: valorUnitario × quantidade. */
  valorTotal: number
}

export interface CartVoucher {
  id: number
  nome: string
  /** 1 fixed amount, 2 percent of subtotal, 3 fixed delivery fee. */
  tipoId: number
  /** Centavos for types 1 and 3; a percentage (e.g. 10 = 10%) for type 2. */
  valor: number
  mensagem?: string | null
}

export interface Cart {
  /** Epoch milliseconds when the cart was created (expires after 1 hour). */
  createdAt: number
  items: CartItem[]
  /** 'delivery' or 'menu' ordering mode of the items (origem). */
  origem: CartMode | null
  observacao: string
  voucher: CartVoucher | null
  /** Discount in centavos (computed from the voucher). */
  desconto: number
  /** Cash amount the diner pays with, in centavos (for the change). */
  valorPagamento: number | null
  /** Chosen payment method id (modalidadeCaixaApiId); 101 PIX, 99 wallet card. */
  modalidade: number | null
  pagamentoOnline: boolean
  retirarNoLocal: boolean
  chaveComanda: string | null
  nome: string | null
  /** Delivery fee in centavos, null when not known (no address). */
  taxaEntrega: number | null
  saidaId: number | null
  localizacaoMesaId: number | null
  /** The kind of table order the diner chose for a menu cart (see `TableOrderKind`); null until they choose. */
  pedidoMesa?: 'comanda' | 'consumo' | 'simples' | null
  /** The saved card paying online (modality 99). */
  pessoaCarteiraId?: number | null
  /**
   * The key that makes placing this cart's order idempotent: minted by the server once per cart, so a double
   * click, a resubmitted form or a second tab place one order.
   */
  chavePedido?: string | null
}

/** A delivery point (ponto de entrega). */
export interface DeliveryPoint {
  id: number
  nome: string
  logradouroFull?: string | null
  bairroNome?: string | null
  horarioLimitePedido?: string | null
  /** Delivery fee in reais. */
  taxaEntrega?: number | null
}

/** Voucher as the API returns it (001 §3). `valor` in reais, or a percentage for tipoId 2. */
export interface Voucher {
  id: number
  nome: string
  ativo: boolean
  mensagem?: string | null
  tipoId: number
  valor: number
}

/** A payment method (modalidade). */
export interface PaymentMethod {
  id: number
  nome: string
  pix?: boolean
}

/** Table location (Mesa). */
export interface TableLocation {
  id: number
  nome: string
}

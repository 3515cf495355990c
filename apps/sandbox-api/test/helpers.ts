// In-process client for the sandbox: every test file gets its own in-memory database.
import { createSandbox, type Sandbox, type SandboxOptions } from '../src/index'

export interface Resposta<T = unknown> {
  status: number
  body: T
  text: string
  headers: Headers
}

export interface Chamada {
  token?: string | null
  empresaId?: number | null
  body?: unknown
  form?: Record<string, string>
  multipart?: FormData
  headers?: Record<string, string>
}

export const BELLA = 1
export const SUSHI = 2
export const CAFE = 3
export const BURGER = 4
export const MERCADO = 6

export interface Cliente {
  sandbox: Sandbox
  call<T = unknown>(method: string, path: string, opts?: Chamada): Promise<Resposta<T>>
  token(grant?: Record<string, string>): Promise<string>
  login(email: string, senha?: string): Promise<string>
}

export function novoSandbox(opts: SandboxOptions = {}): Cliente {
  const sandbox = createSandbox({
    dbPath: ':memory:',
    mode: 'test',
    jwtSecret: 'segredo-de-teste',
    ...opts,
  })
  async function call<T>(method: string, path: string, o: Chamada = {}): Promise<Resposta<T>> {
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    if (o.empresaId) headers.empresaId = String(o.empresaId)
    let body: BodyInit | undefined
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(o.form).toString()
    } else if (o.multipart) body = o.multipart
    else if (o.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(o.body)
    }
    const res = await sandbox.fetch(
      new Request(`http://sandbox.test${path}`, { method, headers, body }),
    )
    const text = await res.text()
    let parsed: unknown = text
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers }
  }
  async function token(
    grant: Record<string, string> = { grant_type: 'client_credentials' },
  ): Promise<string> {
    const r = await call<{ access_token: string }>('POST', '/connect/token', {
      form: { client_id: 'prato-storefront', client_secret: 'prato-sandbox-secret', ...grant },
    })
    if (r.status !== 200) throw new Error(`token: ${r.status} ${r.text}`)
    return r.body.access_token
  }
  return {
    sandbox,
    call,
    token,
    login: (email, senha = 'prato123') =>
      token({ grant_type: 'password', username: email, password: senha }),
  }
}

interface ProdutoMenu {
  id: number
  nomeCompleto: string
  preco: number
  precos: Array<{ tamanhoId: number; valorPreco: number }>
  variacoes: Array<{
    id: number
    nome: string
    items: Array<{ id: number; nomeCompleto: string; preco: number; tamanhoId: number | null }>
  }>
}

/** A product of a tenant's menu, by exact name. */
export async function produto(
  cli: Cliente,
  token: string,
  empresaId: number,
  nome: string,
  pdvId: 1 | 3 = 3,
): Promise<ProdutoMenu> {
  const r = await cli.call<Array<{ items: Array<{ produtos: ProdutoMenu[] }> }>>(
    'GET',
    `/v3/cardapio/completo?pdvId=${pdvId}`,
    { token, empresaId },
  )
  const p = r.body
    .flatMap((g) => g.items.flatMap((c) => c.produtos))
    .find((x) => x.nomeCompleto === nome)
  if (!p) throw new Error(`produto ${nome} não encontrado`)
  return p
}

/** A delivery-order payload for simple products (no sizes or variations). */
export function pedidoSimples(
  empresaId: number,
  itens: Array<{ p: ProdutoMenu; qtde: number }>,
  extra: {
    taxa?: number
    desconto?: number
    modalidade?: number
    pessoaEnderecoId?: number | null
    retirar?: boolean
    voucherId?: number | null
  } = {},
) {
  const linhas = itens.map(({ p, qtde }) => ({
    itemId: p.id,
    valorUnitario: p.preco,
    qtde,
    valorNormal: p.preco,
    valorTotal: Math.round(p.preco * qtde * 100) / 100,
    observacao: null,
    tamanhoId: null,
    wgPedidoItemVariacao: [],
  }))
  const produto = Math.round(linhas.reduce((s, l) => s + l.valorTotal * 100, 0)) / 100
  const taxa = extra.taxa ?? 0
  const desconto = extra.desconto ?? 0
  return {
    voucherId: extra.voucherId ?? null,
    empresaId,
    pessoaEnderecoId: extra.pessoaEnderecoId ?? null,
    dataHoraPedido: null,
    modalidadeCaixaApiId: extra.modalidade ?? 101,
    pessoaCarteiraId: null,
    pagamentoOnline: (extra.modalidade ?? 101) === 101,
    flgRetirarLocal: extra.retirar ?? false,
    valorDesconto: desconto,
    valorProduto: produto,
    valorTotal: Math.round((produto - desconto + taxa) * 100) / 100,
    valorTroco: null,
    valorTxEntrega: taxa,
    situacaoId: 1,
    observacao: null,
    origemWGId: 4,
    wgPedidoItem: linhas,
  }
}

// A diner's browser for the benches: a cookie jar and form posts through the storefront's own routes, and the
// sandbox's demo account (apps/sandbox-api/src/seed/index.ts). One place for scripts/bench.mjs,
// scripts/bench-checkout.mjs and apps/storefront/scripts/bench.mjs.

/** The sandbox's demo diner. */
export const DEMO_DINER = { email: 'ana@prato.dev', senha: 'prato123' }

export class DinerSession {
  cookies = new Map()

  /** The Cookie header a browser would send. */
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  keep(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const gone = attrs.some((a) => /^\s*max-age=0/i.test(a)) || value === ''
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** A GET, or a form POST (with the Origin a browser sends) when `form` is given; redirects are not followed. */
  async request(base, pathname, form) {
    const res = await fetch(base + pathname, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: base } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    const text = await res.text()
    this.keep(res)
    return { status: res.status, location: res.headers.get('location'), text }
  }

  /** Logs `diner` in through the tenant's login form (its route's action), as a diner without JavaScript would. */
  static async logIn(base, tenant, diner = DEMO_DINER) {
    const session = new this()
    const res = await session.request(base, `/${tenant}/conta/entrar`, diner)
    if (res.status !== 302) throw new Error(`login answered ${res.status}`)
    return session
  }

  /** 'Adicionar' in the product view: posts to the product's own route (the cart handler). */
  async addToCart(base, tenant, productId, fields = {}) {
    const res = await this.request(base, `/${tenant}/produto?id=${productId}&pdv=3`, {
      pdvId: '3',
      produtoId: String(productId),
      quantidade: '1',
      ...fields,
    })
    if (res.status !== 302) throw new Error(`adding answered ${res.status}`)
    // the browser follows the redirect: the page shows the flashed toast and clears its cookie
    const next = new URL(res.location, base)
    await this.request(base, `${next.pathname}${next.search}`)
  }
}

/**
 * An order of the demo diner at Bella Napoli placed straight on the sandbox (one Margherita to take away): what
 * the order-status route then reads. Returns its id, or undefined when the sandbox refused it.
 */
export async function placeDemoOrder(api, diner = DEMO_DINER) {
  const token = await fetch(`${api}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: diner.email,
      password: diner.senha,
    }),
  }).then((r) => r.json())
  const placed = await fetch(`${api}/v3/wg-pedido`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      empresaId: '1',
      'tacto-grupo-empresarial': 'grupo-bella-napoli',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      empresaId: 1,
      modalidadeCaixaApiId: 1,
      flgRetirarLocal: true,
      valorProduto: 45.9,
      valorTotal: 45.9,
      origemWGId: 4,
      wgPedidoItem: [{ itemId: 10, valorUnitario: 45.9, qtde: 1, valorTotal: 45.9 }],
    }),
  }).then((r) => r.json())
  return placed?.data?.id
}

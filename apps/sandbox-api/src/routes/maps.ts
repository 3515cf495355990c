// The maps service (000 §7), answered offline from a built-in set of real places with Google-like shapes.
import type { Schemas } from '@prato/api-client/contract'
import type { Context, Hono } from 'hono'
import type { SandboxContext } from '../context'
import { semAcentos } from '../lib/formato'
import type { AppEnv } from '../app'

interface LugarRow {
  place_id: string
  nome: string
  logradouro: string
  numero: string
  bairro: string
  cidade: string
  uf: string
  pais: string
  pais_sigla: string
  cep: string
  latitude: number
  longitude: number
}

function descricao(l: LugarRow): string {
  return `${l.logradouro}, ${l.numero} - ${l.bairro}, ${l.cidade} - ${l.uf}, ${l.pais}`
}

function cepFormatado(l: LugarRow): string {
  return l.pais_sigla === 'BR' && /^\d{8}$/.test(l.cep)
    ? `${l.cep.slice(0, 5)}-${l.cep.slice(5)}`
    : l.cep
}

function resultado(l: LugarRow): Schemas['GeocodeResult'] {
  return {
    formatted_address: `${l.logradouro}, ${l.numero} - ${l.bairro}, ${l.cidade} - ${l.uf}, ${cepFormatado(l)}, ${l.pais}`,
    address_components: [
      { long_name: l.numero, short_name: l.numero, types: ['street_number'] },
      { long_name: l.logradouro, short_name: l.logradouro, types: ['route'] },
      {
        long_name: l.bairro,
        short_name: l.bairro,
        types: ['sublocality_level_1', 'sublocality', 'political'],
      },
      {
        long_name: l.cidade,
        short_name: l.cidade,
        types: ['administrative_area_level_2', 'political'],
      },
      { long_name: l.uf, short_name: l.uf, types: ['administrative_area_level_1', 'political'] },
      { long_name: l.pais, short_name: l.pais_sigla, types: ['country', 'political'] },
      { long_name: cepFormatado(l), short_name: cepFormatado(l), types: ['postal_code'] },
    ],
    geometry: { location: { lat: l.latitude, lng: l.longitude } },
    place_id: l.place_id,
    types: ['street_address'],
  }
}

/** `components=country:br` restricts results to one country, as Google's parameter does. */
function paisFiltro(c: Context): string | null {
  const m = /country:([a-z]{2})/i.exec(c.req.query('components') ?? '')
  return m?.[1] ? m[1].toUpperCase() : null
}

const palavras = (s: string) =>
  semAcentos(s)
    .split(/[\s,.\-/]+/)
    .filter(Boolean)

/**
 * Google's matching, simplified: every typed word must start a word of the place ("Rua 10" finds "Rua 1014"
 * and "Rua 10", as the diner keeps typing), in any order, ignoring case and accents.
 */
function casaPalavras(alvo: string, texto: string): boolean {
  const doLugar = palavras(alvo)
  const digitadas = palavras(texto)
  return digitadas.length > 0 && digitadas.every((t) => doLugar.some((w) => w.startsWith(t)))
}

function casa(l: LugarRow, texto: string): boolean {
  return casaPalavras(
    `${l.nome} ${l.logradouro} ${l.numero} ${l.bairro} ${l.cidade} ${l.uf} ${l.pais} ${l.cep}`,
    texto,
  )
}

/** Metres between two points (haversine): the bias circle and the reverse geocoder's reach are in metres. */
export function metros(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a))
}

/** How far the reverse geocoder looks for a known address around the given point. */
const ALCANCE_REVERSO_M = 2000

const latLng = (texto: string | undefined): [number, number] | null => {
  const m = /^(-?[0-9.]+),(-?[0-9.]+)$/.exec(texto ?? '')
  if (!m) return null
  const lat = Number(m[1])
  const lng = Number(m[2])
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? [lat, lng]
    : null
}

/** A street known from the CEP base: what a geocoder answers (type `route`) when it knows the street, not the number. */
interface RuaRow {
  cep: string
  logradouro: string
  bairro: string
  cidade: string
  uf: string
  latitude: number
  longitude: number
}

const SQL_RUAS = `SELECT c.cep, c.logradouro, b.nome AS bairro, ci.nome AS cidade, e.sigla AS uf, c.latitude, c.longitude
  FROM ceps c JOIN bairros b ON b.id = c.bairro_id JOIN cidades ci ON ci.id = b.cidade_id JOIN estados e ON e.id = ci.estado_id
  ORDER BY c.cep`

const RUA_PREFIXO = 'sbx-rua-'

function resultadoRua(r: RuaRow): Schemas['GeocodeResult'] {
  const cep = `${r.cep.slice(0, 5)}-${r.cep.slice(5)}`
  return {
    formatted_address: `${r.logradouro} - ${r.bairro}, ${r.cidade} - ${r.uf}, ${cep}, Brasil`,
    address_components: [
      { long_name: r.logradouro, short_name: r.logradouro, types: ['route'] },
      {
        long_name: r.bairro,
        short_name: r.bairro,
        types: ['sublocality_level_1', 'sublocality', 'political'],
      },
      {
        long_name: r.cidade,
        short_name: r.cidade,
        types: ['administrative_area_level_2', 'political'],
      },
      { long_name: r.uf, short_name: r.uf, types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Brasil', short_name: 'BR', types: ['country', 'political'] },
      { long_name: cep, short_name: cep, types: ['postal_code'] },
    ],
    geometry: { location: { lat: r.latitude, lng: r.longitude } },
    place_id: `${RUA_PREFIXO}${r.cep}`,
    types: ['route'],
  }
}

export function rotasMaps(app: Hono<AppEnv>, ctx: SandboxContext): void {
  const todos = () => ctx.q('SELECT * FROM lugares ORDER BY place_id').all() as LugarRow[]
  const ruas = () => ctx.q(SQL_RUAS).all() as RuaRow[]

  app.get('/maps/api/geocode/json', (c) => {
    const pais = paisFiltro(c)
    const address = c.req.query('address')
    const latlng = c.req.query('latlng')
    let lugares: LugarRow[]
    let ruasAchadas: RuaRow[] = []
    if (address) {
      lugares = todos().filter((l) => casa(l, address))
      // A number the sandbox does not know (any number but the one place it has on a street): Google still
      // answers with the street, so a saved address gets coordinates. The street's words must all be there.
      if (lugares.length === 0) {
        const semNumeros = palavras(address)
          .filter((t) => !/^\d{1,6}$/.test(t))
          .join(' ')
        ruasAchadas = semNumeros
          ? ruas().filter((r) =>
              casaPalavras(
                `${r.logradouro} ${r.bairro} ${r.cidade} ${r.uf} Brasil ${r.cep}`,
                semNumeros,
              ),
            )
          : []
      }
    } else if (latlng) {
      const ponto = latLng(latlng)
      if (!ponto)
        return c.json({
          status: 'INVALID_REQUEST' as const,
          results: [],
          error_message: 'latlng inválido.',
        })
      const [lat, lng] = ponto
      // Reverse geocoding: the nearest known address within reach, else the nearest known street.
      const perto = <T extends { latitude: number; longitude: number }>(lista: T[]) =>
        lista
          .map((x) => ({ x, d: metros(lat, lng, x.latitude, x.longitude) }))
          .filter(({ d }) => d <= ALCANCE_REVERSO_M)
          .sort((a, b) => a.d - b.d)
          .map(({ x }) => x)
      lugares = perto(todos()).slice(0, 1)
      if (lugares.length === 0) ruasAchadas = perto(ruas()).slice(0, 1)
    } else
      return c.json({
        status: 'INVALID_REQUEST' as const,
        results: [],
        error_message: 'Informe address ou latlng.',
      })
    if (pais) {
      lugares = lugares.filter((l) => l.pais_sigla === pais)
      if (pais !== 'BR') ruasAchadas = []
    }
    const results = [...lugares.map(resultado), ...ruasAchadas.map(resultadoRua)]
    return c.json({ status: results.length ? ('OK' as const) : ('ZERO_RESULTS' as const), results })
  })

  app.get('/maps/api/place/autocomplete/json', (c) => {
    const input = c.req.query('input') ?? ''
    if (!input.trim())
      return c.json({
        status: 'INVALID_REQUEST' as const,
        predictions: [],
        error_message: 'Informe input.',
      })
    const pais = paisFiltro(c)
    let lista = todos().filter((l) => casa(l, input) && (!pais || l.pais_sigla === pais))
    const centro = latLng(c.req.query('location'))
    if (centro) {
      // A bias, not a restriction (Google's `location` + `radius`): places inside the circle come first, nearest
      // first; the others follow in their usual order.
      const raio = Number(c.req.query('radius') ?? 2000) || 2000
      const d = new Map(
        lista.map((l) => [l.place_id, metros(centro[0], centro[1], l.latitude, l.longitude)]),
      )
      const dentro = (l: LugarRow) => (d.get(l.place_id) ?? Infinity) <= raio
      lista = [
        ...lista.filter(dentro).sort((a, b) => (d.get(a.place_id) ?? 0) - (d.get(b.place_id) ?? 0)),
        ...lista.filter((l) => !dentro(l)),
      ]
    }
    return c.json({
      status: lista.length ? ('OK' as const) : ('ZERO_RESULTS' as const),
      predictions: lista.slice(0, 5).map((l) => ({
        description: descricao(l),
        place_id: l.place_id,
        structured_formatting: {
          main_text: `${l.logradouro}, ${l.numero}`,
          secondary_text: `${l.bairro}, ${l.cidade} - ${l.uf}, ${l.pais}`,
        },
        types: ['street_address'],
      })),
    })
  })

  app.get('/maps/api/place/details/json', (c) => {
    const placeId = c.req.query('place_id') ?? ''
    // A street answered by the geocoder (type `route`) can be resolved too, as Google's place ids can.
    if (placeId.startsWith(RUA_PREFIXO)) {
      const rua = ruas().find((r) => `${RUA_PREFIXO}${r.cep}` === placeId)
      return rua
        ? c.json({ status: 'OK' as const, result: resultadoRua(rua) })
        : c.json({ status: 'NOT_FOUND' as const })
    }
    const l = ctx.q('SELECT * FROM lugares WHERE place_id = ?').get(placeId) as LugarRow | undefined
    if (!l) return c.json({ status: 'NOT_FOUND' as const })
    return c.json({ status: 'OK' as const, result: resultado(l) })
  })
}

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
  return l.pais_sigla === 'BR' && /^\d{8}$/.test(l.cep) ? `${l.cep.slice(0, 5)}-${l.cep.slice(5)}` : l.cep
}

function resultado(l: LugarRow): Schemas['GeocodeResult'] {
  return {
    formatted_address: `${l.logradouro}, ${l.numero} - ${l.bairro}, ${l.cidade} - ${l.uf}, ${cepFormatado(l)}, ${l.pais}`,
    address_components: [
      { long_name: l.numero, short_name: l.numero, types: ['street_number'] },
      { long_name: l.logradouro, short_name: l.logradouro, types: ['route'] },
      { long_name: l.bairro, short_name: l.bairro, types: ['sublocality_level_1', 'sublocality', 'political'] },
      { long_name: l.cidade, short_name: l.cidade, types: ['administrative_area_level_2', 'political'] },
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

function casa(l: LugarRow, texto: string): boolean {
  const alvo = semAcentos(`${l.nome} ${l.logradouro} ${l.numero} ${l.bairro} ${l.cidade} ${l.uf} ${l.pais} ${l.cep}`)
  return semAcentos(texto)
    .split(/[\s,.-]+/)
    .filter(Boolean)
    .every((t) => alvo.includes(t))
}

function distancia(l: LugarRow, lat: number, lng: number): number {
  return (l.latitude - lat) ** 2 + (l.longitude - lng) ** 2
}

export function rotasMaps(app: Hono<AppEnv>, ctx: SandboxContext): void {
  const todos = () => ctx.q('SELECT * FROM lugares ORDER BY place_id').all() as LugarRow[]

  app.get('/maps/api/geocode/json', (c) => {
    const pais = paisFiltro(c)
    const address = c.req.query('address')
    const latlng = c.req.query('latlng')
    let lista: LugarRow[]
    if (address) lista = todos().filter((l) => casa(l, address))
    else if (latlng && /^-?[0-9.]+,-?[0-9.]+$/.test(latlng)) {
      const [lat, lng] = latlng.split(',').map(Number) as [number, number]
      // Reverse geocoding: the nearest known place within about 2 km.
      lista = todos()
        .filter((l) => distancia(l, lat, lng) < 0.0004)
        .sort((a, b) => distancia(a, lat, lng) - distancia(b, lat, lng))
        .slice(0, 1)
    } else return c.json({ status: 'INVALID_REQUEST' as const, results: [], error_message: 'Informe address ou latlng.' })
    if (pais) lista = lista.filter((l) => l.pais_sigla === pais)
    return c.json({ status: lista.length ? ('OK' as const) : ('ZERO_RESULTS' as const), results: lista.map(resultado) })
  })

  app.get('/maps/api/place/autocomplete/json', (c) => {
    const input = c.req.query('input') ?? ''
    if (!input.trim()) return c.json({ status: 'INVALID_REQUEST' as const, predictions: [], error_message: 'Informe input.' })
    const pais = paisFiltro(c)
    let lista = todos().filter((l) => casa(l, input) && (!pais || l.pais_sigla === pais))
    const loc = /^(-?[0-9.]+),(-?[0-9.]+)$/.exec(c.req.query('location') ?? '')
    if (loc) {
      const lat = Number(loc[1])
      const lng = Number(loc[2])
      lista = [...lista].sort((a, b) => distancia(a, lat, lng) - distancia(b, lat, lng))
    }
    return c.json({
      status: lista.length ? ('OK' as const) : ('ZERO_RESULTS' as const),
      predictions: lista.slice(0, 5).map((l) => ({
        description: descricao(l),
        place_id: l.place_id,
        structured_formatting: { main_text: `${l.logradouro}, ${l.numero}`, secondary_text: `${l.bairro}, ${l.cidade} - ${l.uf}, ${l.pais}` },
        types: ['street_address'],
      })),
    })
  })

  app.get('/maps/api/place/details/json', (c) => {
    const l = ctx.q('SELECT * FROM lugares WHERE place_id = ?').get(c.req.query('place_id') ?? '') as LugarRow | undefined
    if (!l) return c.json({ status: 'NOT_FOUND' as const })
    return c.json({ status: 'OK' as const, result: resultado(l) })
  })
}

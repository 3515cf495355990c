import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { MapView } from './MapView'
import mainEntrySource from '../index.b.ts?raw'
import mapViewSource from './MapView.tsx?raw'
import { offlineMapStyle } from './offlineStyle'

// The heavy module is replaced by a recorder of what MapView hands it.
const venueMapProps: Array<Record<string, unknown>> = []
vi.mock('./VenueMap', () => ({
  default: (props: Record<string, unknown>) => {
    venueMapProps.push(props)
    return <div data-testid="maplibre" />
  },
}))

let intersect: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    intersect = callback
  }
  observe() {}
  disconnect() {}
}

function enableWebGL() {
  vi.stubGlobal('WebGLRenderingContext', class {})
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext)
}

beforeEach(() => {
  venueMapProps.length = 0
  intersect = undefined
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const venue = { latitude: -27.5969, longitude: -48.5495, label: 'Mapa: Bella Napoli' }

describe('MapView', () => {
  it('reserves a box of fixed height (680 by default) and loads nothing until it scrolls into view', async () => {
    enableWebGL()
    const { container } = render(<MapView {...venue} />)
    const region = screen.getByRole('region', { name: 'Mapa: Bella Napoli' })
    expect(region).toHaveStyle({ height: '680px' })
    expect(region).toHaveAttribute('data-map-stage', 'waiting')
    expect(screen.queryByTestId('maplibre')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)

    await act(async () => intersect?.([{ isIntersecting: true }]))
    expect(await screen.findByTestId('maplibre')).toBeInTheDocument()
    expect(region).toHaveStyle({ height: '680px' })
    expect(venueMapProps.at(-1)).toMatchObject({
      latitude: venue.latitude,
      longitude: venue.longitude,
      height: 680,
      styleUrl: undefined,
    })
  })

  it('passes a configurable style URL and height', async () => {
    enableWebGL()
    render(<MapView {...venue} height={320} styleUrl="https://tiles.example.com/style.json" />)
    await act(async () => intersect?.([{ isIntersecting: true }]))
    await screen.findByTestId('maplibre')
    expect(venueMapProps.at(-1)).toMatchObject({
      height: 320,
      styleUrl: 'https://tiles.example.com/style.json',
    })
  })

  it('without WebGL shows the venue as a pin with a link to open it on a map', async () => {
    const { container } = render(<MapView {...venue} markerLabel="Rua das Flores, 120" />)
    await act(async () => intersect?.([{ isIntersecting: true }]))
    expect(screen.queryByTestId('maplibre')).not.toBeInTheDocument()
    expect(screen.getByText('Rua das Flores, 120')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-27.5969&mlon=-48.5495#map=17/-27.5969/-48.5495',
    )
    await expectNoAxeViolations(container)
  })

  it('the offline style has a background layer and the venue point, and no remote source', () => {
    const style = offlineMapStyle(-48.5, -27.6, { background: '#eeeeee', halo: '#ffffff' })
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'circle'])
    expect(JSON.stringify(style)).not.toMatch(/https?:/)
    expect(style.sources.venue).toMatchObject({
      type: 'geojson',
      data: { geometry: { type: 'Point', coordinates: [-48.5, -27.6] } },
    })
  })

  it('keeps MapLibre out of the main entry and out of MapView itself (only a dynamic import)', () => {
    expect(mainEntrySource).not.toMatch(/from '\.\/MapView'/)
    const source = mapViewSource
    expect(source).not.toMatch(/from ['"](maplibre-gl|react-map-gl)/)
    expect(source).toMatch(/lazy\(\(\) => import\('\.\/VenueMap'\)\)/)
  })
})

import { describe, expect, it } from 'vitest'
import { restaurantItemList } from './json-ld'

// serializeJsonLd is @prato/web-server's (tested there).
describe('restaurantItemList', () => {
  it('is a schema.org ItemList in the order shown, positions from 1', () => {
    const list = restaurantItemList([
      { name: 'Bella Napoli', url: 'https://x/bella-napoli', image: 'https://img/1' },
      { name: 'Sem Logo', url: 'https://x/sem-logo', image: null },
    ])
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
    })
    const items = list.itemListElement as Array<{ position: number; item: Record<string, unknown> }>
    expect(items.map((i) => i.position)).toEqual([1, 2])
    expect(items[0]?.item).toEqual({
      '@type': 'Restaurant',
      name: 'Bella Napoli',
      url: 'https://x/bella-napoli',
      image: 'https://img/1',
    })
    expect(items[1]?.item).not.toHaveProperty('image')
  })
})

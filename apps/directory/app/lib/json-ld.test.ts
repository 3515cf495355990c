import { describe, expect, it } from 'vitest'
import { restaurantItemList, serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('"JSON-LD is serialised with < escaped": a hostile name cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(out).not.toContain('>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('escapes & and the JavaScript line separators, and still parses back to the same value', () => {
    const value = { a: 'x & y', b: 'line\u2028sep\u2029para' }
    const out = serializeJsonLd(value)
    expect(out).not.toMatch(/[&\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual(value)
  })
})

describe('restaurantItemList', () => {
  it('is a schema.org ItemList in the order shown, positions from 1', () => {
    const list = restaurantItemList([
      { name: 'Bella Napoli', url: 'https://x/bella-napoli', image: 'https://img/1' },
      { name: 'Sem Logo', url: 'https://x/sem-logo', image: null },
    ])
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 })
    const items = list.itemListElement as Array<{ position: number; item: Record<string, unknown> }>
    expect(items.map((i) => i.position)).toEqual([1, 2])
    expect(items[0]?.item).toEqual({ '@type': 'Restaurant', name: 'Bella Napoli', url: 'https://x/bella-napoli', image: 'https://img/1' })
    expect(items[1]?.item).not.toHaveProperty('image')
  })
})

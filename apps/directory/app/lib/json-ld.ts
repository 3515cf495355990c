/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so a name like `</script><script>` from the
 * API cannot close the element (DESIGN §6); U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export interface ItemListEntry {
  name: string
  url: string
  image?: string | null
}

/** schema.org `ItemList` of the restaurants shown, in the order shown. */
export function restaurantItemList(entries: ItemListEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Restaurant',
        name: entry.name,
        url: entry.url,
        ...(entry.image ? { image: entry.image } : {}),
      },
    })),
  }
}

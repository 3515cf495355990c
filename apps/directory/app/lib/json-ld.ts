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

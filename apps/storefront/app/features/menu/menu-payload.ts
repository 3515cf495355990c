import type { MenuView } from './menu-view'

/**
 * A menu view as its page's loader data: its JSON text, made once per menu view and shared by every diner of the
 * tenant (the view itself is shared for 60 s: `loadMenu`). As an object, the 320 products were flattened by
 * turbo-stream again for each page — about an eighth of the page's CPU (docs/decisions/0033); as one string it is
 * copied. The page reads it back with `menuOf`: on the server the view it was made from (the object the shared
 * markup is kept under), in the browser one parse per menu.
 */
const texts = new WeakMap<MenuView, string>()
const views = new Map<string, MenuView>()
/** Menu views known by their text: a few per tenant (delivery, table, each guide). */
const MAX_VIEWS = 64

function remember(text: string, view: MenuView): void {
  views.delete(text)
  views.set(text, view)
  if (views.size > MAX_VIEWS) views.delete(views.keys().next().value as string)
}

export function menuPayload(menu: MenuView): string {
  let text = texts.get(menu)
  if (text === undefined) texts.set(menu, (text = JSON.stringify(menu)))
  remember(text, menu)
  return text
}

export function menuOf(payload: string): MenuView {
  let view = views.get(payload)
  if (view === undefined) {
    view = JSON.parse(payload) as MenuView
    remember(payload, view)
  }
  return view
}

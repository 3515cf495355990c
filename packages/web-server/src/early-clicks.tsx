/**
 * Honours a button pressed before the page woke up (DESIGN §7). A form's submit button and a link work without
 * JavaScript, but a `type="button"` (a counter's + and −, a toggle) does nothing until React has attached its
 * handler, and a press on it was lost. This listener, inline in the document so it runs from the first byte,
 * remembers such presses and, once React owns the button (it carries React's props: hydrated), presses it again,
 * one per tick, in order. A press that React itself answered while hydrating (it hydrates the pressed part at once
 * when its code is in) finds the button hydrated right after the event and is not repeated.
 */
function keepEarlyClicks() {
  const queue: HTMLButtonElement[] = []
  let timer = 0
  const hydrated = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  const replay = () => {
    timer = 0
    const button = queue[0]
    if (!button) return
    if (!button.isConnected) queue.shift()
    else if (hydrated(button)) {
      queue.shift()
      button.click()
    }
    timer = window.setTimeout(replay, 50)
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      const button =
        target instanceof Element
          ? target.closest<HTMLButtonElement>('button[type="button"]:not(:disabled)')
          : null
      if (!button || hydrated(button)) return
      queueMicrotask(() => {
        if (hydrated(button)) return
        queue.push(button)
        if (!timer) timer = window.setTimeout(replay, 50)
      })
    },
    true,
  )
}

const script = `(${keepEarlyClicks.toString()})()`

/** Render once, first in `<body>`, with the request's CSP nonce. */
export function KeepEarlyClicks({ nonce }: { nonce?: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  )
}

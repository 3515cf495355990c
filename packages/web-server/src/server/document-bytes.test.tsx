import { PassThrough, type Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withoutNulBytes } from './document-bytes'

const ACCENTED = 'cardápio, ação, pão — 🍕 feito à mão'

/**
 * A page whose accented text starts `filler` bytes into the stream. The filler is many short text nodes: React
 * writes a string longer than a third of its view straight through, so only short strings meet the view's end.
 */
function page(filler: number) {
  const pieces = Array.from({ length: Math.ceil(filler / 100) }, (_, i) =>
    'a'.repeat(Math.min(100, filler - i * 100)),
  )
  return (
    <main>
      {pieces.map((text, i) => (
        <span key={i}>{text}</span>
      ))}
      <p>{ACCENTED}</p>
    </main>
  )
}

function render(filler: number, through: (out: Writable) => Writable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(page(filler), {
      onAllReady: () => pipe(through(sink)),
      onShellError: reject,
    })
  })
}

/** Pipes React's stream through the transform into `sink`. */
function cleaned(sink: Writable): Writable {
  const transform = withoutNulBytes()
  transform.pipe(sink)
  return transform
}

describe('the document stream carries no NUL byte (facebook/react#31134)', () => {
  // Each markup byte shifts the accented text by one: 2,048 fillers put each of its characters at every offset of
  // the 2,048-byte view's end.
  const fillers = Array.from({ length: 2048 }, (_, i) => i + 1)

  it("React 18.3 alone writes a stray 0x00 where a multi-byte character misses its view's end", async () => {
    let withNul = 0
    for (const filler of fillers) if ((await render(filler, (sink) => sink)).includes(0)) withNul++
    // The bug this guards against is real in the installed react-dom (else this test would prove nothing).
    expect(withNul).toBeGreaterThan(0)
  })

  it('through withoutNulBytes, no offset gives a 0x00 and every accented character arrives whole', async () => {
    for (const filler of fillers) {
      const bytes = await render(filler, cleaned)
      expect(bytes.indexOf(0), `filler ${filler}`).toBe(-1)
      const html = bytes.toString('utf8')
      expect(html, `filler ${filler}`).toContain(`<p>${ACCENTED}</p>`)
      expect(html).not.toContain('\uFFFD')
    }
  })

  it('leaves a chunk without NUL as it is, and drops the NULs of one that has them', async () => {
    const transform = withoutNulBytes()
    const out: Buffer[] = []
    transform.on('data', (chunk: Buffer) => out.push(chunk))
    const clean = Buffer.from('<p>pão</p>')
    transform.write(clean)
    transform.end(Buffer.from([0x63, 0x61, 0x00, 0x00, 0xc3, 0xa1]))
    await new Promise((resolve) => transform.on('end', resolve))
    expect(out[0]).toBe(clean)
    expect(Buffer.concat(out).toString('utf8')).toBe('<p>pão</p>caá')
  })
})

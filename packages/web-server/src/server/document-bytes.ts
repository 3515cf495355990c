import { Transform, type TransformOptions } from 'node:stream'

/**
 * The HTML document's bytes without the stray 0x00 that React 18.3's `renderToPipeableStream` writes
 * (facebook/react#31134): its `writeStringChunk` encodes a string into a 2,048-byte view, and when the next character
 * is multi-byte and does not fit in what is left of the view (1 to 3 bytes), it sends the WHOLE view — the bytes it
 * did not fill included, which are zeros — instead of the part it wrote (`currentView.subarray(0, writtenBytes)`).
 * Portuguese text makes that common ('cardápio' cut at offset 2047 of the directory's 'Como funciona').
 *
 * Dropping every 0x00 byte is exact: no byte of a multi-byte UTF-8 sequence is 0x00, and nothing we render may carry
 * one (JSON and turbo-stream escape U+0000 as `\u0000`; in HTML text the parser would turn it into U+FFFD anyway).
 * Remix 2 requires React 18, so no upgrade fixes it; this stays until React is 19 (where the view is cut right).
 */
export function withoutNulBytes(options: Pick<TransformOptions, 'final'> = {}): Transform {
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.indexOf(0) === -1 ? chunk : dropNul(chunk))
    },
  })
}

function dropNul(chunk: Buffer): Buffer {
  const out = Buffer.allocUnsafe(chunk.length)
  let length = 0
  for (const byte of chunk) if (byte !== 0) out[length++] = byte
  return out.subarray(0, length)
}

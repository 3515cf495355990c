import fc from 'fast-check'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressPart, gzipOf } from './gzip-parts'

describe('a cached page sent gzip-encoded from parts compressed once', () => {
  it('inflates to the parts and slots in order, byte for byte (any text, any number of slots)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), {
          maxLength: 8,
        }),
        fc.string({ unit: 'binary' }),
        (pairs, last) => {
          const pieces = pairs.flatMap(([part, slot]) => [compressPart(part), slot])
          pieces.push(compressPart(last))
          const text = pairs.map(([part, slot]) => part + slot).join('') + last
          expect(gunzipSync(gzipOf(pieces)).toString('utf8')).toBe(text)
        },
      ),
    )
  })

  it('carries a slot longer than one stored block (64 KB), and a page of several hundred KB', () => {
    const page = '<li class="produto">Pizza Margherita — R$ 45,00</li>'.repeat(8_000)
    const slot = 'ção'.repeat(30_000)
    const gz = gzipOf([compressPart(page), slot, compressPart(page)])
    expect(gunzipSync(gz).toString('utf8')).toBe(page + slot + page)
    // the parts compress as a page does: far below the text's size
    expect(gz.length).toBeLessThan(Buffer.byteLength(page + slot + page) / 5)
  })

  it('is a whole gzip member even with nothing in it', () => {
    expect(gunzipSync(gzipOf([])).length).toBe(0)
    expect(gunzipSync(gzipOf([compressPart(''), ''])).length).toBe(0)
  })
})

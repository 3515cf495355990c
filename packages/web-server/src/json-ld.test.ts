import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from './json-ld'

describe('serializeJsonLd — DESIGN §6 "JSON-LD is serialised with < escaped"', () => {
  it('a hostile name cannot close the script element', () => {
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

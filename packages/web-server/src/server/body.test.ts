import { PassThrough } from 'node:stream'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { bodyLimitFor, checkForm, DEFAULT_FORM_BYTES, mediaType, readLimited } from './body'

const encode = (s: string) => new TextEncoder().encode(s)

function incoming(headers: Record<string, string> = {}) {
  return Object.assign(new PassThrough(), {
    headers,
    complete: false,
  }) as unknown as IncomingMessage & PassThrough
}

describe('body limits (issue 11 item 7)', () => {
  it('64 KB for forms unless configured; a larger limit on the upload paths', () => {
    expect(bodyLimitFor('/t/enderecos')).toBe(DEFAULT_FORM_BYTES)
    const limits = {
      formBytes: 1000,
      uploadBytes: (path: string) => (path.endsWith('/perfil') ? 5000 : undefined),
    }
    expect(bodyLimitFor('/t/enderecos', limits)).toBe(1000)
    expect(bodyLimitFor('/t/conta/perfil', limits)).toBe(5000)
  })

  it('a declared Content-Length over the limit is refused without reading', async () => {
    expect(await readLimited(incoming({ 'content-length': '11' }), 10)).toEqual({ tooLarge: true })
  })

  it('counts on the stream and stops at the limit', async () => {
    const req = incoming()
    const read = readLimited(req, 10)
    req.write('12345')
    req.write('678901')
    expect(await read).toEqual({ tooLarge: true })
  })

  it('gives the whole body when it ends within the limit, and notices an aborted upload', async () => {
    const req = incoming()
    const read = readLimited(req, 10)
    req.write('ab')
    req.end('cd')
    const result = await read
    expect('body' in result && new TextDecoder().decode(result.body)).toBe('abcd')

    const cut = incoming()
    const aborted = readLimited(cut, 10)
    cut.write('ab')
    cut.destroy()
    expect(await aborted).toEqual({ aborted: true })
  })
})

describe('only forms reach an action (issue 11 item 8)', () => {
  it('the media type is read without its parameters', () => {
    expect(mediaType('Multipart/Form-Data; boundary=x')).toBe('multipart/form-data')
    expect(mediaType(undefined)).toBe('')
  })

  it('accepts urlencoded and well-formed multipart forms', async () => {
    expect((await checkForm('application/x-www-form-urlencoded', encode('a=1&b=2'))).ok).toBe(true)
    const multipart = encode(
      '--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--q--\r\n',
    )
    expect((await checkForm('multipart/form-data; boundary=q', multipart)).ok).toBe(true)
  })

  it('415 for what is not a form, 400 for a broken form or a prototype key', async () => {
    expect(await checkForm('application/json', encode('{}'))).toMatchObject({
      ok: false,
      status: 415,
    })
    expect(await checkForm(undefined, encode(''))).toMatchObject({ ok: false, status: 415 })
    expect(
      await checkForm('multipart/form-data; boundary=q', encode('--q\r\nContent-Disp')),
    ).toMatchObject({ ok: false, status: 400 })
    for (const name of ['__proto__', 'a[__proto__][x]', 'constructor.prototype', 'x.prototype'])
      expect(
        await checkForm(
          'application/x-www-form-urlencoded',
          encode(`${encodeURIComponent(name)}=1`),
        ),
      ).toMatchObject({ ok: false, status: 400 })
    expect(
      (await checkForm('application/x-www-form-urlencoded', encode('protocolo=1&construtor=2'))).ok,
    ).toBe(true)
  })
})

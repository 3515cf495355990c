import { PassThrough } from 'node:stream'
import type { ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { leanAnswerOf, responseOf, sendResponse } from './response'

/** A stand-in for Node's ServerResponse that records what reaches the socket. */
function fakeResponse() {
  const out = new PassThrough()
  const writes: string[] = []
  const res = Object.assign(out, {
    statusCode: 200,
    statusMessage: '',
    headers: {} as Record<string, unknown>,
    setHeader(name: string, value: unknown) {
      this.headers[name.toLowerCase()] = value
    },
    flush: vi.fn(),
  })
  const write = res.write.bind(res)
  res.write = ((chunk: Buffer) => {
    writes.push(chunk.toString())
    return write(chunk)
  }) as typeof res.write
  const end = res.end.bind(res)
  res.end = ((chunk?: Buffer) => {
    if (chunk) writes.push(chunk.toString())
    return end(chunk)
  }) as typeof res.end
  return {
    res: res as unknown as ServerResponse & { flush: () => void; headers: Record<string, unknown> },
    writes,
  }
}

describe('sendResponse: the one stream seam', () => {
  it('copies status and headers, several Set-Cookie headers apart', async () => {
    const { res } = fakeResponse()
    const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'public' })
    headers.append('Set-Cookie', 'a=1')
    headers.append('Set-Cookie', 'b=2')
    await sendResponse(res, new Response('x', { status: 201, headers }))
    expect(res.statusCode).toBe(201)
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(res.headers['cache-control']).toBe('public')
  })

  it('writes the chunks of one tick as one write and one flush; later chunks leave on their own', async () => {
    const { res, writes } = fakeResponse()
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const encode = (s: string) => new TextEncoder().encode(s)
    const sent = sendResponse(res, new Response(body))
    for (const part of ['<html>', '<body>', '<p>shell</p>']) controller.enqueue(encode(part))
    await new Promise((r) => setTimeout(r, 20))
    expect(writes).toEqual(['<html><body><p>shell</p>'])
    expect(res.flush).toHaveBeenCalledTimes(1)
    controller.enqueue(encode('<p>deferred</p>'))
    controller.enqueue(encode('</html>'))
    controller.close()
    await sent
    expect(writes).toEqual(['<html><body><p>shell</p>', '<p>deferred</p></html>'])
  })

  it('hands the whole body to record once it is sent, and not when the stream fails', async () => {
    const record = vi.fn()
    await sendResponse(fakeResponse().res, new Response('<p>page</p>'), { record })
    expect(record).toHaveBeenCalledWith(Buffer.from('<p>page</p>'))

    const failing = vi.fn()
    const { res } = fakeResponse()
    const broken = new ReadableStream<Uint8Array>({
      pull(c) {
        c.error(new Error('render failed'))
      },
    })
    await sendResponse(res, new Response(broken), { record: failing })
    expect(failing).not.toHaveBeenCalled()
    expect(res.destroyed).toBe(true)
  })

  it('an answer without a body ends at once', async () => {
    const { res } = fakeResponse()
    await sendResponse(res, new Response(null, { status: 204 }))
    expect(res.writableEnded).toBe(true)
  })
})

describe('lean answers and Fetch Responses', () => {
  it('a Response (a redirect with two cookies) becomes a lean answer and back, nothing lost', async () => {
    const original = new Response(null, { status: 302, headers: { Location: '/t' } })
    original.headers.append('Set-Cookie', 'a=1')
    original.headers.append('Set-Cookie', 'b=2')
    const answer = await leanAnswerOf(original)
    expect(answer).toEqual({
      status: 302,
      headers: { location: '/t', 'set-cookie': ['a=1', 'b=2'] },
      body: '',
    })
    const back = responseOf(answer)
    expect(back.status).toBe(302)
    expect(back.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(back.body).toBeNull()
  })

  it('a JSON answer keeps its body and type', async () => {
    const response = responseOf({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ a: 1 })
  })
})

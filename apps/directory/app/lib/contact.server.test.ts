import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@prato/domain'
import { fakeApi } from '../test/fake-api'
import { handleContact } from './contact.server'
import { MemoryCounterStore } from '@prato/web-server/server'

function form(values: Record<string, string>): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}

const valid = {
  nome: 'Maria Souza',
  email: 'maria@x.com',
  telefone: '(62) 9 8765-4321',
  mensagem: 'Olá',
}

afterEach(() => vi.restoreAllMocks())

describe('handleContact', () => {
  it('"nome, email, telefone and mensagem are all required": each empty field is flagged and nothing is sent', async () => {
    const { api, calls } = fakeApi()
    const result = await handleContact(form({ nome: '', email: '', telefone: '', mensagem: '' }), {
      api,
      limiter: { store: new MemoryCounterStore(), rule: { limit: 5, windowMs: 1000 } },
      clientKey: 'a',
    })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({
      outcome: 'invalid',
      errors: {
        nome: messages.informeNome,
        email: messages.informeEmail,
        telefone: messages.informeTelefone,
        mensagem: messages.informeMensagem,
      },
    })
    expect(calls).toEqual([])
  })

  it('sends the request (phone normalised by the domain schema) and answers success', async () => {
    const { api, calls } = fakeApi()
    const result = await handleContact(form(valid), {
      api,
      limiter: { store: new MemoryCounterStore(), rule: { limit: 5, windowMs: 1000 } },
      clientKey: 'a',
    })
    expect(result).toEqual({ status: 200, body: { outcome: 'success' } })
    expect(calls).toEqual([
      {
        method: 'sendContact',
        args: [
          { nome: 'Maria Souza', email: 'maria@x.com', telefone: '5562987654321', mensagem: 'Olá' },
        ],
      },
    ])
  })

  it('a filled honeypot is answered as sent, and nothing is sent', async () => {
    const { api, calls } = fakeApi()
    const result = await handleContact(form({ ...valid, site: 'http://spam.example' }), {
      api,
      limiter: { store: new MemoryCounterStore(), rule: { limit: 5, windowMs: 1000 } },
      clientKey: 'a',
    })
    expect(result.body).toEqual({ outcome: 'success' })
    expect(calls).toEqual([])
  })

  it('a client over its limit gets an error (429) and the API is not called', async () => {
    const { api, calls } = fakeApi()
    const limiter = { store: new MemoryCounterStore(), rule: { limit: 1, windowMs: 60_000 } }
    await handleContact(form(valid), { api, limiter, clientKey: 'same' })
    const second = await handleContact(form(valid), { api, limiter, clientKey: 'same' })
    expect(second.status).toBe(429)
    expect(second.body).toMatchObject({ outcome: 'error', values: { nome: 'Maria Souza' } })
    expect(calls).toHaveLength(1)
  })

  it('an API failure is an error outcome that keeps what was typed (the page shows the error toast)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { api } = fakeApi({
      sendContact: async () => {
        throw new Error('500')
      },
    })
    const result = await handleContact(form(valid), {
      api,
      limiter: { store: new MemoryCounterStore(), rule: { limit: 5, windowMs: 1000 } },
      clientKey: 'a',
    })
    expect(result.status).toBe(502)
    expect(result.body).toEqual({ outcome: 'error', values: valid })
  })
})

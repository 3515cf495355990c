// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@prato/domain'
import { ContactForm, type ContactFormProps } from './ContactForm'
import { Faq } from './Faq'

afterEach(cleanup)

const copy = { consentimento: messages.contatoConsentimento, sucesso: messages.contatoSucesso }

function renderForm(props: Partial<ContactFormProps>) {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => <ContactForm copy={copy} status="idle" errors={{}} enhanced {...props} />,
    },
  ])
  render(<Stub />)
}

describe('ContactForm', () => {
  it('labels the four fields as the spec names them, with the e-mail input type, the phone mask and 4 rows', async () => {
    renderForm({})
    expect(await screen.findByRole('textbox', { name: messages.labelNome })).toHaveProperty(
      'required',
      true,
    )
    expect(screen.getByRole('textbox', { name: messages.labelEmail }).getAttribute('type')).toBe(
      'email',
    )
    expect(
      screen.getByRole('textbox', { name: messages.labelCelular }).getAttribute('placeholder'),
    ).toBe('(99) 9 9999-9999')
    expect(screen.getByRole('textbox', { name: messages.labelMensagem }).getAttribute('rows')).toBe(
      '4',
    )
    expect(screen.getByText(messages.contatoConsentimento)).toBeTruthy()
    expect(screen.getByRole('button', { name: messages.enviar })).toHaveProperty('disabled', false)
  })

  it('flags each field with its message, tied to the field for screen readers', async () => {
    renderForm({ errors: { nome: messages.informeNome, telefone: messages.informeTelefone } })
    const nome = await screen.findByRole('textbox', { name: messages.labelNome })
    expect(nome.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(nome.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.informeNome,
    )
    expect(
      screen.getByRole('textbox', { name: messages.labelEmail }).getAttribute('aria-invalid'),
    ).toBeNull()
  })

  it('"sending (button reads \'Enviando...\' and is disabled)"', async () => {
    renderForm({ status: 'sending' })
    expect(await screen.findByRole('button', { name: messages.enviando })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('success shows the alert', async () => {
    renderForm({ status: 'success' })
    expect((await screen.findByRole('alert')).textContent).toBe(messages.contatoSucesso)
  })

  it('a form sent back keeps what was typed, the phone masked', async () => {
    renderForm({ values: { nome: 'Maria', telefone: '62987654321' } })
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: messages.labelNome })).value,
    ).toBe('Maria')
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: messages.labelCelular }).value,
    ).toBe('(62) 9 8765-4321')
  })

  it('the honeypot is hidden from people and assistive technology', async () => {
    renderForm({})
    const trap = (await screen.findByRole('textbox', { name: messages.labelNome }))
      .closest('form')
      ?.querySelector('input[name="site"]')
    expect(trap?.getAttribute('tabindex')).toBe('-1')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('Faq', () => {
  it('renders one exclusive <details> group, all closed', () => {
    render(
      <Faq
        items={[
          { pergunta: 'A?', resposta: 'a' },
          { pergunta: 'B?', resposta: 'b' },
        ]}
      />,
    )
    const details = document.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect([...details].every((d) => d.getAttribute('name') === 'faq' && !d.open)).toBe(true)
  })

  it('renders nothing without items ("FAQ failures: silently ignored")', () => {
    const { container } = render(<Faq items={[]} />)
    expect(container.innerHTML).toBe('')
  })
})

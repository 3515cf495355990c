import { messages } from '@prato/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { Prompt } from './Prompt'
import * as styles from './Prompt.css'

describe('Prompt before hydration (in the page)', () => {
  it('says its message as an alert, its answers as links, and is in the server HTML', () => {
    const html = renderToString(
      <Prompt
        hydrated={false}
        message={messages.empresaNaoEntregaEndereco}
        confirm={{
          label: messages.alterarEndereco,
          href: '/bella-napoli/carrinho?dialog=endereco',
        }}
        cancel={{ label: messages.voltar, href: '/bella-napoli/carrinho' }}
      />,
    )
    document.body.innerHTML = html
    expect(screen.getByRole('alert').textContent).toBe(messages.empresaNaoEntregaEndereco)
    expect(screen.getByRole('link', { name: messages.alterarEndereco })).toHaveAttribute(
      'href',
      '/bella-napoli/carrinho?dialog=endereco',
    )
    expect(screen.getByRole('link', { name: messages.voltar })).toHaveAttribute(
      'href',
      '/bella-napoli/carrinho',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    document.body.innerHTML = ''
  })

  it('answers through the surrounding form: each answer is a submit button with its value', async () => {
    const submitted = vi.fn()
    const { container } = render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement
          submitted(submitter.name, submitter.value)
        }}
      >
        <Prompt
          hydrated={false}
          message={messages.conflitoModoPedido}
          confirm={{ label: messages.confirmar, name: 'trocarModo', value: 'sim' }}
          cancel={{ label: messages.nao, name: 'trocarModo', value: 'nao' }}
        />
      </form>,
    )
    await expectNoAxeViolations(container)
    await userEvent.setup().click(screen.getByRole('button', { name: messages.nao }))
    expect(submitted).toHaveBeenCalledWith('trocarModo', 'nao')
  })

  it("a question that is the whole page is the page's own text (large type), not the alert box", () => {
    document.body.innerHTML = renderToString(
      <Prompt
        hydrated={false}
        standalone
        message={messages.avisoEfetueLogin}
        confirm={{ label: messages.fazerLoginMaiusculo, href: '/bella-napoli/conta/entrar' }}
      />,
    )
    const question = screen.getByRole('alert')
    expect(question.textContent).toBe(messages.avisoEfetueLogin)
    expect(question.className).toBe(styles.statement)
    expect(screen.getByRole('link', { name: messages.fazerLoginMaiusculo })).toBeInTheDocument()
    document.body.innerHTML = ''
  })

  it('a notice has no buttons in the page: only the alert, its title said first', () => {
    render(<Prompt hydrated={false} title={messages.aviso} message={messages.informeCupom} />)
    expect(screen.getByRole('alert').textContent).toBe(
      `${messages.aviso}: ${messages.informeCupom}`,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('Prompt after hydration (a dialog)', () => {
  // first in this block: the dialog's code is not loaded yet
  it("opened with the page, the page's prompt stays until the dialog's code has arrived", async () => {
    render(
      <Prompt
        hydrated
        message={messages.avisoEfetueLogin}
        confirm={{ label: messages.confirmar, href: '/bella-napoli?dialog=login' }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(messages.avisoEfetueLogin)
    expect(await screen.findByRole('alertdialog', { name: messages.aviso })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("asks in an alert dialog named 'Aviso' by default; the confirmation runs its onSelect", async () => {
    const user = userEvent.setup()
    const confirmed = vi.fn()
    const refused = vi.fn()
    render(
      <Prompt
        hydrated
        message={messages.conflitoModoPedido}
        confirm={{
          label: messages.confirmar,
          name: 'trocarModo',
          value: 'sim',
          onSelect: confirmed,
        }}
        cancel={{ label: messages.nao, name: 'trocarModo', value: 'nao', onSelect: refused }}
      />,
    )
    // the dialog is loaded once the hydrated page has something to ask
    const dialog = await screen.findByRole('alertdialog', { name: messages.aviso })
    expect(dialog).toHaveAccessibleDescription(messages.conflitoModoPedido)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // the refusal has the focus, so Enter never confirms by accident
    expect(screen.getByRole('button', { name: messages.nao })).toHaveFocus()
    await expectNoAxeViolations(document.body)
    await user.click(screen.getByRole('button', { name: messages.confirmar }))
    expect(confirmed).toHaveBeenCalledOnce()
    expect(refused).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('Escape is the refusal', async () => {
    const refused = vi.fn()
    render(
      <Prompt
        hydrated
        message={messages.conflitoModoPedido}
        confirm={{ label: messages.confirmar }}
        cancel={{ label: messages.nao, onSelect: refused }}
      />,
    )
    await screen.findByRole('alertdialog')
    await userEvent.setup().keyboard('{Escape}')
    expect(refused).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('a notice closes with its one button, "Fechar", reporting it through onOpenChange', async () => {
    const onOpenChange = vi.fn()
    render(<Prompt hydrated open onOpenChange={onOpenChange} message={messages.informeCupom} />)
    const dialog = await screen.findByRole('alertdialog', { name: messages.aviso })
    expect(dialog).toHaveAccessibleDescription(messages.informeCupom)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([messages.fechar])
    await userEvent.setup().click(screen.getByRole('button', { name: messages.fechar }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })
})

// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScreenForm } from './forms'

// The browser's validation (zod and the domain's schemas) is a chunk of its own; here a fake that records when the
// form kit imports it.
const imported = vi.hoisted(() => vi.fn())
vi.mock('./form-validation', () => {
  imported()
  return { parseWithZod: vi.fn(), forms: {} }
})

afterEach(cleanup)

function LoginForm() {
  const { form } = useScreenForm((forms) => forms.loginSchema, { id: 'entrar' })
  return (
    <>
      <label>
        Fora
        <input name="fora" />
      </label>
      <form id={form.id} aria-label="Entrar">
        <label>
          E-mail
          <input name="email" />
        </label>
      </form>
    </>
  )
}

function renderForm() {
  const Stub = createRemixStub([{ path: '/', Component: LoginForm }])
  render(<Stub initialEntries={['/']} />)
  return screen.findByRole('form', { name: 'Entrar' })
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('useScreenForm: the validation chunk loads when the diner starts on the form (decision 0041)', () => {
  it('is not loaded by a form nobody touches, nor by a focus elsewhere; a focus inside the form loads it', async () => {
    await renderForm()
    await tick()
    expect(imported).not.toHaveBeenCalled()
    fireEvent.focusIn(screen.getByLabelText('Fora'))
    await tick()
    expect(imported).not.toHaveBeenCalled()
    fireEvent.focusIn(screen.getByLabelText('E-mail'))
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1))
  })
})

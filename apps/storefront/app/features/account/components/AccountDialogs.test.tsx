// @vitest-environment jsdom
import { messages } from '@prato/domain'
import { createRemixStub } from '@remix-run/testing'
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountDialogs, type AccountDialogsProps } from './AccountDialogs'

afterEach(cleanup)

const TENANT = 'bella-napoli'

function stub(props: Partial<AccountDialogsProps>) {
  return createRemixStub([
    {
      path: '/:tenant/*',
      Component: () => <AccountDialogs tenant={TENANT} user={null} {...props} />,
    },
    {
      path: '/:tenant/enderecos',
      Component: () => null,
      loader: () => ({
        redirectTo: null,
        addresses: [
          {
            id: 1,
            nome: 'Casa da praia',
            logradouro: 'Rua 1136',
            numero: '300',
            complemento: null,
            referencia: null,
            cep: '74180040',
            cepId: 9004,
            bairroId: 103,
            nomeBairro: 'Setor Marista',
            cidadeId: 1489,
            nomeCidade: 'Goiânia',
            uf: 'GO',
            latitude: null,
            longitude: null,
            flgPrincipal: true,
            flgAceitaEntrega: true,
          },
        ],
      }),
    },
  ])
}

function open(url: string, props: Partial<AccountDialogsProps> = {}) {
  const Stub = stub(props)
  return render(<Stub initialEntries={[url]} />)
}

describe('AccountDialogs', () => {
  it('opens the dialog named by ?dialog= (000 §2 "Dialogs in this area")', async () => {
    open(`/${TENANT}?dialog=cadastro`)
    expect(await screen.findByRole('dialog', { name: messages.fazerCadastro })).toBeTruthy()
    expect(screen.getByLabelText(messages.labelNome)).toBeTruthy()
  })

  it('000 §6 "Only this role manages the profile and addresses": an anonymous visitor gets the login dialog', async () => {
    open(`/${TENANT}?dialog=perfil`)
    const login = await screen.findByRole('dialog', { name: messages.fazerLoginTitulo })
    // …and comes back to the profile afterwards
    const redirectTo = login.querySelector<HTMLInputElement>('input[name="redirectTo"]')
    expect(redirectTo?.value).toBe(`/${TENANT}?dialog=perfil`)
  })

  it('000 §4 "If a logged-in user has no phone, the phone dialog opens"', async () => {
    open(`/${TENANT}`, { user: { telefone: null }, needsPhone: true })
    expect(await screen.findByRole('dialog', { name: messages.informeTelefoneTitulo })).toBeTruthy()
  })

  it('shows nothing without a dialog, or a login dialog to someone logged in', () => {
    open(`/${TENANT}?dialog=login`, { user: { telefone: '5562999990001' } })
    expect(screen.queryByRole('dialog')).toBeNull()
    cleanup()
    open(`/${TENANT}?dialog=nao-existe`)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('loads a dialog’s content from its route (the delivery-address list)', async () => {
    open(`/${TENANT}?dialog=enderecos`, { user: { telefone: '5562999990001' } })
    const lista = await screen.findByRole('dialog', { name: messages.enderecoParaEntrega })
    expect(await screen.findByText('Casa da praia')).toBeTruthy()
    expect(lista.textContent).toContain('Setor Marista')
  })

  it('forms post to the dialog’s own route, so they work before JavaScript (server render, in place)', () => {
    // The stub's router (not our code) uses useLayoutEffect, which React warns about on the server.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server'))
        throw new Error(args.map(String).join(' '))
    })
    const Stub = stub({})
    const html = renderToString(<Stub initialEntries={[`/${TENANT}?dialog=login`]} />)
    expect(html).toContain('role="dialog"')
    expect(html).toContain(messages.fazerLoginTitulo)
    expect(html).toContain(`action="/${TENANT}/conta/entrar"`)
    expect(html).toContain('name="via" value="dialog"')
  })
})

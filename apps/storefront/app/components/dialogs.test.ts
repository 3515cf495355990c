import { botaoWifi, fazerLoginTitulo } from '@prato/domain/messages'
import { describe, expect, it } from 'vitest'
import {
  currentDialog,
  dialogDataKey,
  dialogEntry,
  dialogHref,
  loginHref,
  mayOpen,
  openDialog,
  safeRedirectTo,
  screenHref,
  withoutDialog,
} from './dialogs'

const origin = 'https://loja.prato.dev'

describe('safeRedirectTo', () => {
  it('DESIGN §6 "A redirect target from a query string is accepted only if same-origin"', () => {
    expect(safeRedirectTo('/bella-napoli/carrinho?x=1', origin)).toBe('/bella-napoli/carrinho?x=1')
    expect(safeRedirectTo('https://evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('//evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('/\\evil.example/', origin)).toBeNull()
    expect(safeRedirectTo('javascript:alert(1)', origin)).toBeNull()
    expect(safeRedirectTo('', origin)).toBeNull()
    expect(safeRedirectTo(null, origin)).toBeNull()
  })
})

describe('the registry', () => {
  it('gives each dialog its route, its title from the catalogue and its size', () => {
    expect(dialogEntry('login')).toMatchObject({
      path: 'conta/entrar',
      access: 'anonymous',
      title: fazerLoginTitulo,
    })
    expect(dialogEntry('wifi')).toMatchObject({
      path: 'wifi',
      access: 'anyone',
      size: 'small',
      title: botaoWifi,
    })
  })
})

describe('the one ?dialog= builder', () => {
  it('takes only the names the dialog routes declare (DialogName is checked by tsc)', () => {
    // @ts-expect-error -- no route declares 'logn' (typecheck fails if it stops being an error)
    expect(() => screenHref('t', 'logn')).toThrow(/no route declares it/)
  })

  it('opens a dialog on the same page, keeping its other parameters', () => {
    expect(dialogHref('/t/delivery?categoria=2', 'login')).toBe(
      '/t/delivery?categoria=2&dialog=login',
    )
    expect(dialogHref('/t?dialog=login&redirectTo=%2Ft%2Fx', 'cadastro')).toBe('/t?dialog=cadastro')
  })

  it('closing removes the open dialog and what it carries, and nothing else', () => {
    expect(withoutDialog('/t/delivery?categoria=2&dialog=endereco&logradouro=Rua&cep=1')).toBe(
      '/t/delivery?categoria=2',
    )
    // a parameter of another dialog belongs to the page
    expect(withoutDialog('/t/delivery?cep=1&dialog=login')).toBe('/t/delivery?cep=1')
  })

  it('the page of a dialog carries where to come back', () => {
    expect(screenHref('t', 'login', undefined, '/t/carrinho')).toBe(
      '/t/conta/entrar?redirectTo=%2Ft%2Fcarrinho',
    )
    expect(screenHref('t', 'endereco', { cep: '74015010', vazio: '' })).toBe(
      '/t/enderecos/novo?cep=74015010',
    )
  })

  it('an anonymous visitor of a logged-in-only page goes to the login dialog with a redirectTo', () => {
    expect(loginHref('t', '/t/enderecos?a=1')).toBe(
      '/t?dialog=login&redirectTo=%2Ft%2Fenderecos%3Fa%3D1',
    )
  })

  it('the data of a dialog is keyed by its name and the parameters its route reads', () => {
    const search = new URLSearchParams('dialog=pesquisar-endereco&cep=74015010&categoria=2')
    expect(dialogDataKey('pesquisar-endereco', search)).toBe('pesquisar-endereco?cep=74015010')
  })
})

describe('the guard (000 §6)', () => {
  it('a logged-in-only dialog asked by an anonymous visitor opens the login dialog, coming back here', () => {
    expect(openDialog('perfil', false, '/t?dialog=perfil')).toEqual({
      name: 'login',
      redirectTo: '/t?dialog=perfil',
    })
    expect(openDialog('perfil', true, '/t?dialog=perfil')).toEqual({
      name: 'perfil',
      redirectTo: null,
    })
  })

  it('an anonymous-only dialog stays closed for a logged-in diner; an unknown name opens nothing', () => {
    expect(openDialog('login', true, '/t')).toBeNull()
    expect(openDialog('nada', false, '/t')).toBeNull()
    expect(openDialog('wifi', true, '/t')).toEqual({ name: 'wifi', redirectTo: null })
  })

  it('000 §4: Informe o telefone opens by itself for a logged-in diner without a phone', () => {
    const page = { search: new URLSearchParams(), here: '/t', loggedIn: true, needsPhone: true }
    expect(currentDialog(page)).toEqual({ name: 'informe-telefone', redirectTo: null, auto: true })
    expect(currentDialog({ ...page, needsPhone: false })).toBeNull()
    // a dialog the URL asks for comes first, with its checked redirectTo
    const asked = {
      ...page,
      search: new URLSearchParams('dialog=perfil&redirectTo=https://evil.example'),
    }
    expect(currentDialog(asked)).toEqual({ name: 'perfil', redirectTo: null, auto: false })
  })

  it('the header links only to dialogs this visitor may open', () => {
    expect(mayOpen('login', false)).toBe(true)
    expect(mayOpen('login', true)).toBe(false)
    expect(mayOpen('perfil', true)).toBe(true)
    expect(mayOpen('wifi', true)).toBe(true)
  })
})

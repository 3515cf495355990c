import { describe, expect, it } from 'vitest'
import {
  CARD_BRANDS,
  cardBrandList,
  cardBrandName,
  cardLastDigits,
  checkCpfOrCnpj,
  detectCardBrand,
  formatCardNumber,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isCheckoutPhoneValid,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidExpiryMonth,
  isValidPhone,
  normalizeCep,
  normalizePhone,
  splitExpiry,
} from './documents'

describe('phone: "non-digits stripped; an 11-digit number gets the prefix 55" (000 §5)', () => {
  it('normalises', () => {
    expect(normalizePhone('(11) 9 8765-4321')).toBe('5511987654321')
    expect(normalizePhone('5511987654321')).toBe('5511987654321')
    expect(normalizePhone('8765-4321')).toBe('87654321')
    expect(normalizePhone(undefined)).toBe('')
  })

  it('masks as (99) 9 9999-9999', () => {
    expect(formatPhone('5511987654321')).toBe('(11) 9 8765-4321')
    expect(formatPhone('11987654321')).toBe('(11) 9 8765-4321')
    expect(formatPhone('1198')).toBe('(11) 9 8')
  })

  it('shows a landline (10 digits, or 12 with 55) as (99) 9999-9999, not through the mobile mask', () => {
    expect(formatPhone('6232410001')).toBe('(62) 3241-0001')
    expect(formatPhone('556232410001')).toBe('(62) 3241-0001')
  })

  it('a complete phone has 11 digits (13 with 55)', () => {
    expect(isValidPhone('(11) 9 8765-4321')).toBe(true)
    expect(isValidPhone('1198765432')).toBe(false)
  })

  it('"Customer phone at least 13 digits" at checkout (001 §5)', () => {
    expect(isCheckoutPhoneValid('5511987654321')).toBe(true)
    expect(isCheckoutPhoneValid('11987654321')).toBe(false)
    expect(isCheckoutPhoneValid(null)).toBe(false)
  })
})

describe('CEP: "8 digits after removing dashes, dots and spaces" (000 §5)', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01.310-100', '01310100'],
    [' 01310 100 ', '01310100'],
    ['0131010', null],
    ['01310-10a', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCep(input)).toBe(expected)
    expect(isValidCep(input)).toBe(expected !== null)
  })

  it('formats', () => {
    expect(formatCep('01310100')).toBe('01310-100')
  })
})

describe('CPF and CNPJ check digits (001 §5 card form)', () => {
  it('CPF', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('123')).toBe(false)
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
  })

  it('CNPJ', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('00000000000000')).toBe(false)
    expect(isValidCnpj('1122233300018')).toBe(false)
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })

  it("'O CPF está inválido!' (length 1 to 11 and invalid); 'O CNPJ está inválido!' (over 11 and invalid)", () => {
    expect(checkCpfOrCnpj('')).toBe('empty')
    expect(checkCpfOrCnpj('529.982.247-25')).toBe('ok')
    expect(checkCpfOrCnpj('123')).toBe('cpfInvalido')
    expect(checkCpfOrCnpj('11.222.333/0001-81')).toBe('ok')
    expect(checkCpfOrCnpj('112223330001')).toBe('cnpjInvalido')
  })
})

describe('card number: "Número do cartão é invalido." (Luhn-type check)', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['5555555555554444', true],
    ['4111111111111112', false],
    ['4111x11111111111', false],
    ['41111111', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidCardNumber(input)).toBe(expected)
  })

  it('masks 16 digits and shows the last four', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111')
    expect(cardLastDigits('4111 1111 1111 1234')).toBe('1234')
  })
})

describe('card brands: "Visa 1, Master 2, American 3, Sorocred 4, Outros 99, Amex 6, Elo 7, Aura 8, JCB 9, Diners 10, Discover 11, Hipercard 12, Sodexo 13"', () => {
  it('has the ids of the specification', () => {
    expect(CARD_BRANDS).toEqual({
      Visa: 1,
      Master: 2,
      American: 3,
      Sorocred: 4,
      Outros: 99,
      Amex: 6,
      Elo: 7,
      Aura: 8,
      JCB: 9,
      Diners: 10,
      Discover: 11,
      Hipercard: 12,
      Sodexo: 13,
    })
    expect(cardBrandList).toHaveLength(13)
    expect(cardBrandName(7)).toBe('Elo')
    expect(cardBrandName(5)).toBeUndefined()
  })

  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Master'],
    ['2221000000000009', 'Master'],
    ['378282246310005', 'Amex'],
    ['30569309025904', 'Diners'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['6362970000457013', 'Elo'],
    ['5067230000000000', 'Elo'],
    ['6062825624254001', 'Hipercard'],
    ['5078601870000127985', 'Aura'],
    ['6278920000000000', 'Sorocred'],
    ['6033890000000000', 'Sodexo'],
    ['9999999999999999', 'Outros'],
  ])('%s is %s', (number, nome) => {
    const brand = detectCardBrand(number)
    expect(brand.nome).toBe(nome)
    expect(brand.id).toBe(CARD_BRANDS[nome as keyof typeof CARD_BRANDS])
  })
})

describe('expiry: "MM/YY split into mesExpiracao and anoExpiracao, year prefixed \'20\'"', () => {
  it('splits', () => {
    expect(splitExpiry('07/29')).toEqual({ mesExpiracao: '07', anoExpiracao: '2029' })
    expect(splitExpiry('0729')).toEqual({ mesExpiracao: '07', anoExpiracao: '2029' })
    expect(splitExpiry('07/')).toEqual({ mesExpiracao: '07', anoExpiracao: '' })
    expect(splitExpiry(null)).toEqual({ mesExpiracao: '', anoExpiracao: '' })
  })

  it('checks month and future', () => {
    expect(isValidExpiryMonth('12')).toBe(true)
    expect(isValidExpiryMonth('13')).toBe(false)
    expect(isValidExpiryMonth('00')).toBe(false)
    const now = new Date(Date.UTC(2026, 10, 22))
    expect(isExpiryInFuture('11', '2026', now)).toBe(true)
    expect(isExpiryInFuture('10', '2026', now)).toBe(false)
    expect(isExpiryInFuture('01', '2027', now)).toBe(true)
    expect(isExpiryInFuture('01', '27', now)).toBe(false)
    expect(isExpiryInFuture('01', '2099')).toBe(true)
  })
})

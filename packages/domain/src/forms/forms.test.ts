import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { messages } from '../catalogue'
import { formatMoney } from '../money'
import { CARD_FORM_FIELDS } from '../documents'
import { TROCO_MAXIMO } from '../pricing'
import {
  accountCodeSchema,
  addressSchema,
  cancelReasonSchema,
  cardPayload,
  cardSchema,
  cashAmountSchema,
  cashAmountSchemaFor,
  contactRequestSchema,
  eventStepSchemas,
  loginSchema,
  newPhoneSchema,
  offlinePersonSchema,
  parseApiId,
  partialPaymentSchema,
  passwordRecoverySchema,
  profileSchema,
  ratingSchema,
  registrationSchema,
  rewardRedemptionSchema,
  smsCodeSchema,
  surveyAnswerSchema,
  surveyFinalSchema,
  surveySaveSchema,
  tableReservationSchema,
  voucherCodeSchema,
} from './index'
import { checkbox } from './fields'

function formData(values: Record<string, string | string[]>): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) {
    for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item)
  }
  return fd
}

/** Errors by field, from a plain safeParse of the posted strings (as a Remix action sees them). */
function plainErrors(schema: z.ZodType, values: Record<string, unknown>): Record<string, string[]> {
  const r = schema.safeParse(values)
  if (r.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of r.error.issues) {
    const key = issue.path.join('.')
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** Errors by field, from conform's parseWithZod over FormData (browser and action). */
function conformErrors(schema: z.ZodType, values: Record<string, string | string[]>) {
  const submission = parseWithZod(formData(values), { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

function conformValue<T extends z.ZodType>(schema: T, values: Record<string, string | string[]>) {
  const submission = parseWithZod(formData(values), { schema })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
  return submission.value as z.output<T>
}

describe('registrationSchema (000 §5 Registration)', () => {
  const valid = {
    nome: ' Ana  Souza ',
    telefone: '(11) 9 8765-4321',
    email: 'ana@prato.dev',
    senha: 'prato123',
    sexo: 'f',
  }

  it('normalises: telefone non-digits stripped and 11 digits get 55', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      nome: 'Ana Souza',
      telefone: '5511987654321',
      email: 'ana@prato.dev',
      senha: 'prato123',
      sexo: 'f',
    })
    expect(conformValue(registrationSchema, { ...valid, sexo: '' }).sexo).toBeUndefined()
  })

  it.each([
    ['nome', '', messages.informeNome, "nome required 'Informe o nome!'"],
    ['nome', 'Ana', messages.informeSobrenome, "nome at least two words 'Informe o sobrenome!'"],
    ['telefone', '', messages.informeTelefone, "telefone required 'Informe o telefone!'"],
    ['telefone', '1234', messages.informeTelefone, 'telefone incomplete'],
    ['email', '', messages.informeEmail, "email required 'Informe o email!'"],
    ['email', 'ana', messages.emailInvalido, 'email malformed'],
    ['senha', '', messages.informeSenha, "senha required 'Informe a senha!'"],
    [
      'senha',
      '12345',
      messages.senhaMinimo,
      "senha minimum 6 'Informe pelo menos 6 caracteres na senha!'",
    ],
  ] as Array<[string, string, string, string]>)('%s = %j → %s (%s)', (field, value, message) => {
    const values = { ...valid, [field]: value }
    expect(plainErrors(registrationSchema, values)[field]).toEqual([message])
    expect(conformErrors(registrationSchema, values)[field]).toEqual([message])
  })

  it('missing fields give the same messages (FormData without the key)', () => {
    const errors = conformErrors(registrationSchema, {})
    expect(errors).toMatchObject({
      nome: [messages.informeNome],
      telefone: [messages.informeTelefone],
      email: [messages.informeEmail],
      senha: [messages.informeSenha],
    })
    expect(errors.sexo).toBeUndefined()
  })

  it('sexo is one of m, f, o', () => {
    expect(plainErrors(registrationSchema, { ...valid, sexo: 'x' }).sexo).toHaveLength(1)
  })
})

describe('login, recovery, SMS and phone (000 §5)', () => {
  it("login: 'Informe o email!' and 'Informe a senha!'", () => {
    expect(conformErrors(loginSchema, {})).toEqual({
      email: [messages.informeEmail],
      senha: [messages.informeSenha],
    })
    expect(
      conformValue(loginSchema, { email: 'ana@prato.dev', senha: 'x', redirectTo: '/a' }),
    ).toEqual({
      email: 'ana@prato.dev',
      senha: 'x',
      redirectTo: '/a',
    })
  })

  it("recovery: 'Informe o email!'", () => {
    expect(conformErrors(passwordRecoverySchema, { email: '' })).toEqual({
      email: [messages.informeEmail],
    })
    expect(passwordRecoverySchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' })
  })

  it("SMS code required: 'Informe o código do SMS!'", () => {
    expect(plainErrors(smsCodeSchema, { codigo: ' ' })).toEqual({
      codigo: [messages.informeCodigoSms],
    })
    expect(plainErrors(smsCodeSchema, { codigo: 'abc' })).toEqual({
      codigo: [messages.informeCodigoSms],
    })
    expect(smsCodeSchema.parse({ codigo: '12 34' })).toEqual({ codigo: '1234' })
  })

  it("new phone required: 'Informe o novo telefone corretamente!'", () => {
    expect(conformErrors(newPhoneSchema, {})).toEqual({
      novoTelefone: [messages.informeNovoTelefone],
    })
    expect(plainErrors(newPhoneSchema, { novoTelefone: '119' })).toEqual({
      novoTelefone: [messages.informeNovoTelefone],
    })
    expect(newPhoneSchema.parse({ novoTelefone: '(21) 9 1234-5678' })).toEqual({
      novoTelefone: '5521912345678',
    })
  })
})

describe('profileSchema (000 §3 profile fields)', () => {
  it('accepts optional CPF, sexo and a date in either format', () => {
    expect(
      conformValue(profileSchema, {
        nome: 'Ana Souza',
        cpf: '529.982.247-25',
        dataNascimento: '31/12/1990',
        sexo: 'o',
        imagemUrl: '',
      }),
    ).toEqual({ nome: 'Ana Souza', cpf: '52998224725', dataNascimento: '1990-12-31', sexo: 'o' })
    expect(
      profileSchema.parse({ nome: 'Ana Souza', dataNascimento: '1990-01-02' }).dataNascimento,
    ).toBe('1990-01-02')
  })

  it('rejects an invalid CPF and an impossible date', () => {
    expect(plainErrors(profileSchema, { nome: 'Ana Souza', cpf: '123' }).cpf).toEqual([
      messages.cpfInvalido,
    ])
    expect(
      plainErrors(profileSchema, { nome: 'Ana Souza', dataNascimento: '31/02/1990' })
        .dataNascimento,
    ).toEqual([messages.dataNascimentoInvalida])
    expect(
      plainErrors(profileSchema, { nome: 'Ana Souza', dataNascimento: 'ontem' }).dataNascimento,
    ).toEqual([messages.dataNascimentoInvalida])
  })
})

describe('addressSchema (000 §5 Address)', () => {
  const valid = { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairroId: '12' }

  it("defaults nome to 'Minha casa' and coerces the posted strings", () => {
    expect(
      conformValue(addressSchema, { ...valid, latitude: '-23,56', cidadeId: '1489' }),
    ).toMatchObject({
      nome: 'Minha casa',
      cep: '01310100',
      bairroId: 12,
      cidadeId: 1489,
      latitude: -23.56,
      pais: 'Brasil',
    })
  })

  it.each([
    ['bairroId', '', messages.informeBairro],
    ['logradouro', '', messages.informeRua],
    ['numero', ' ', messages.informeNumero],
    ['cep', '0131-010', messages.cepInvalido],
    ['cep', '', messages.cepInvalido],
  ])('%s = %j → %s', (field, value, message) => {
    expect(conformErrors(addressSchema, { ...valid, [field]: value })[field]).toEqual([message])
    expect(plainErrors(addressSchema, { ...valid, [field]: value })[field]).toEqual([message])
  })
})

describe('offlinePersonSchema (001 §5 Offline basic form)', () => {
  it('requires nome and telefone; latitude and longitude are sent as text', () => {
    const v = conformValue(offlinePersonSchema, {
      nome: 'Ana',
      telefone: '11987654321',
      cep: '01310100',
      logradouro: 'Rua A',
      numero: '1',
      bairroId: '3',
      latitude: '-23.5',
      longitude: '-46.6',
    })
    expect(v).toMatchObject({
      telefone: '5511987654321',
      latitude: '-23.5',
      longitude: '-46.6',
      pais: 'Brasil',
    })
    expect(conformErrors(offlinePersonSchema, {})).toMatchObject({
      nome: [messages.informeNome],
      telefone: [messages.informeTelefone],
      bairroId: [messages.informeBairro],
    })
  })
})

describe('cardSchema (001 §5 Card form)', () => {
  const valid = {
    nomePortador: 'ANA SOUZA',
    numeroCartao: '4111 1111 1111 1111',
    expiracao: '07/29',
    codigoSeguranca: '123',
    cpf: '529.982.247-25',
  }

  it("001 §3: splits MM/YY into mesExpiracao and anoExpiracao with '20', detects the brand", () => {
    expect(cardPayload(conformValue(cardSchema, valid))).toEqual({
      nomePortador: 'ANA SOUZA',
      numeroCartao: '4111111111111111',
      mesExpiracao: '07',
      anoExpiracao: '2029',
      codigoSeguranca: '123',
      cpf: '52998224725',
      bandeira: 1,
      principal: false,
    })
  })

  it.each([
    ['nomePortador', '', messages.informeNomePortador],
    ['numeroCartao', '', messages.informeNumeroCartao],
    ['numeroCartao', '4111 1111 1111 1112', messages.numeroCartaoInvalido],
    ['numeroCartao', '4111 1111 1111 111a', messages.numeroCartaoInvalido],
    ['expiracao', '13/29', messages.informeMesValidade],
    ['expiracao', '', messages.informeMesValidade],
    ['expiracao', '07/2', messages.informeAnoValidade],
    ['expiracao', '07', messages.informeAnoValidade],
    ['codigoSeguranca', '', messages.informeCodigoSeguranca],
    ['codigoSeguranca', '12', messages.informeCodigoSeguranca],
    ['codigoSeguranca', '12a', messages.informeCodigoSeguranca],
    ['cpf', '123', messages.cpfInvalido],
    ['cpf', '529.982.247-26', messages.cpfInvalido],
    ['cpf', '11.222.333/0001-82', messages.cnpjInvalido],
  ])('%s = %j → %s', (field, value, message) => {
    expect(conformErrors(cardSchema, { ...valid, [field]: value })).toEqual({ [field]: [message] })
    expect(plainErrors(cardSchema, { ...valid, [field]: value })).toEqual({ [field]: [message] })
  })

  it('"each blocks with an alert": only the first failing rule, in the specification\'s order', () => {
    // 'Informe o nome do responsável do cartão.'; 'Informe o número do cartão.'; 'Número do cartão é invalido.';
    // 'Informe o mês de validade do cartão.'; 'Informe o ano de validade do cartão.'; 'Informe o código de
    // segurança do cartão.'; 'O CPF está inválido!'; 'O CNPJ está inválido!'
    const steps: Array<[Record<string, string>, string, string]> = [
      [{}, 'nomePortador', messages.informeNomePortador],
      [{ nomePortador: 'ANA' }, 'numeroCartao', messages.informeNumeroCartao],
      [{ numeroCartao: '4111 1111 1111 1112' }, 'numeroCartao', messages.numeroCartaoInvalido],
      [{ numeroCartao: valid.numeroCartao }, 'expiracao', messages.informeMesValidade],
      [{ expiracao: '12/3' }, 'expiracao', messages.informeAnoValidade],
      [{ expiracao: '12/30' }, 'codigoSeguranca', messages.informeCodigoSeguranca],
      [{ codigoSeguranca: '123', cpf: '111.111.111-11' }, 'cpf', messages.cpfInvalido],
      [{ cpf: '11.111.111/1111-11' }, 'cpf', messages.cnpjInvalido],
    ]
    let form: Record<string, string> = {}
    for (const [typed, field, message] of steps) {
      form = { ...form, ...typed }
      expect(conformErrors(cardSchema, form)).toEqual({ [field]: [message] })
    }
    expect(conformErrors(cardSchema, { ...form, cpf: '11.222.333/0001-81' })).toEqual({})
    expect(CARD_FORM_FIELDS).toEqual([
      'nomePortador',
      'numeroCartao',
      'expiracao',
      'codigoSeguranca',
      'cpf',
    ])
  })

  it('accepts a CNPJ and no document (the server answers an empty one)', () => {
    expect(cardPayload(cardSchema.parse({ ...valid, cpf: '11.222.333/0001-81' })).cpf).toBe(
      '11222333000181',
    )
    expect(cardPayload(cardSchema.parse({ ...valid, cpf: '' })).cpf).toBe('')
  })

  it('refuses forged values: a list for a field, an endless text', () => {
    expect(conformErrors(cardSchema, { ...valid, numeroCartao: ['4111', '1111'] })).toHaveProperty(
      'numeroCartao',
    )
    expect(plainErrors(cardSchema, { ...valid, nomePortador: 'x'.repeat(5000) })).toHaveProperty(
      'nomePortador',
    )
  })
})

describe('cash, voucher, cancel, rating, survey (001 §5)', () => {
  it("cash: empty → 'Informe o valor'; amount in centavos", () => {
    expect(conformErrors(cashAmountSchema, { valorPagamento: '' })).toEqual({
      valorPagamento: [messages.informeValor],
    })
    expect(conformValue(cashAmountSchema, { valorPagamento: 'R$ 50,00' })).toEqual({
      valorPagamento: 5000,
    })
    expect(plainErrors(cashAmountSchema, { valorPagamento: 'abc' })).toEqual({
      valorPagamento: [messages.informeValor],
    })
  })

  it("cash: 'O valor de pagamento deve ser maior ou igual ao valor total!'", () => {
    const schema = cashAmountSchemaFor(4590)
    expect(plainErrors(schema, { valorPagamento: '45,89' })).toEqual({
      valorPagamento: [messages.valorPagamentoMenorQueTotal],
    })
    expect(schema.parse({ valorPagamento: '45,90' })).toEqual({ valorPagamento: 4590 })
  })

  it('cash: the change is at most R$ 200,00 (our ceiling, issue 24 §4: R$ 99.999.999,99 on R$ 19,50)', () => {
    const schema = cashAmountSchemaFor(1950)
    expect(plainErrors(schema, { valorPagamento: 'R$ 99.999.999,99' })).toEqual({
      valorPagamento: [messages.trocoAcimaDoMaximo(formatMoney(TROCO_MAXIMO))],
    })
    expect(schema.parse({ valorPagamento: '219,50' })).toEqual({ valorPagamento: 21950 })
  })

  it("voucher: empty → 'Informe o cupom corretamente!'", () => {
    expect(conformErrors(voucherCodeSchema, { codigo: '' })).toEqual({
      codigo: [messages.informeCupom],
    })
    expect(voucherCodeSchema.parse({ codigo: ' PRATO10 ' })).toEqual({ codigo: 'PRATO10' })
  })

  it("cancel: reason required 'Informe o motivo do cancelamento'", () => {
    expect(conformErrors(cancelReasonSchema, { id: '9' })).toEqual({
      motivoCancelamentoId: [messages.informeMotivoCancelamento],
    })
    expect(plainErrors(cancelReasonSchema, { motivoCancelamentoId: '3' })).toEqual({
      motivoCancelamentoId: [messages.informeMotivoCancelamento],
    })
    expect(conformValue(cancelReasonSchema, { id: '9', motivoCancelamentoId: '6' })).toEqual({
      id: 9,
      motivoCancelamentoId: 6,
    })
  })

  it("rating: stars 1 to 5 required 'Informe a avaliação!'", () => {
    for (const bad of ['', '0', '6', '2.5', 'x']) {
      expect(plainErrors(ratingSchema, { avaliacao: bad })).toEqual({
        avaliacao: [messages.informeAvaliacao],
      })
    }
    expect(conformValue(ratingSchema, { avaliacao: '5', mensagem: 'Ótimo' })).toEqual({
      avaliacao: 5,
      mensagem: 'Ótimo',
    })
  })

  it("survey: 'Você precisa selecionar uma resposta antes de avançar.'", () => {
    expect(conformErrors(surveyAnswerSchema, { questionarioId: '1' })).toEqual({
      opcaoId: [messages.selecioneResposta],
    })
    expect(
      conformValue(surveyAnswerSchema, {
        questionarioId: '1',
        opcaoId: '2',
        respostaTexto: 'Pizza',
      }),
    ).toEqual({
      questionarioId: 1,
      opcaoId: 2,
      respostaTexto: 'Pizza',
    })
    expect(conformValue(surveyFinalSchema, { telefone: '(11) 9 8765-4321' })).toEqual({
      telefone: '11987654321',
    })
    expect(surveyFinalSchema.parse({})).toEqual({})
  })

  it('survey, the last question: its answer is required, "Observation, name, phone, e-mail all optional"', () => {
    expect(conformErrors(surveySaveSchema, { questionarioId: '14', nome: 'Ana' })).toEqual({
      opcaoId: [messages.selecioneResposta],
    })
    expect(conformValue(surveySaveSchema, { questionarioId: '14', opcaoId: '141' })).toEqual({
      questionarioId: 14,
      opcaoId: 141,
    })
    expect(
      conformValue(surveySaveSchema, {
        questionarioId: '14',
        opcaoId: '141',
        observacaoFinal: 'Tudo ótimo',
        nome: 'Ana',
        telefone: '(62) 9 9999-0001',
        email: 'ana@prato.dev',
      }),
    ).toEqual({
      questionarioId: 14,
      opcaoId: 141,
      observacaoFinal: 'Tudo ótimo',
      nome: 'Ana',
      telefone: '62999990001',
      email: 'ana@prato.dev',
    })
  })
})

describe('eventStepSchemas (001 §5 Event wizard)', () => {
  it("step 0 'Informe a data!' and 'Informe o ambiente!'", () => {
    expect(conformErrors(eventStepSchemas[0], {})).toEqual({
      dataEvento: [messages.informeData],
      ambienteId: [messages.informeAmbiente],
    })
    expect(plainErrors(eventStepSchemas[0], { dataEvento: '31/12', ambienteId: '1' })).toEqual({
      dataEvento: [messages.informeData],
    })
  })

  it("step 1 'Informe o tipo de evento!' and 'Informe o cardápio!'", () => {
    expect(conformErrors(eventStepSchemas[1], {})).toEqual({
      tipoEventoId: [messages.informeTipoEvento],
      cardapioId: [messages.informeCardapio],
    })
    expect(
      conformValue(eventStepSchemas[1], {
        tipoEventoId: '1',
        cardapioId: '2',
        adicionais: ['3', '4'],
      }),
    ).toEqual({
      tipoEventoId: 1,
      cardapioId: 2,
      adicionais: [3, 4],
    })
    expect(
      eventStepSchemas[1].parse({ tipoEventoId: 1, cardapioId: 2, adicionais: '5' }).adicionais,
    ).toEqual([5])
  })

  it("step 2 'Informe a quantidade de pessoas'", () => {
    expect(plainErrors(eventStepSchemas[2], { quantidadePessoas: '0' })).toEqual({
      quantidadePessoas: [messages.informeQuantidadePessoas],
    })
    expect(eventStepSchemas[2].parse({ quantidadePessoas: '40', dataEvento: 'x' })).toEqual({
      quantidadePessoas: 40,
    })
  })
})

describe('tab, loyalty, reservation and directory forms (002 §5)', () => {
  it('table reservation: HH:mm sent as HH:mm:ss; people above 0', () => {
    expect(
      conformValue(tableReservationSchema, {
        movimentoId: '5',
        horaPrevista: '12:30',
        qtdePessoas: '2',
      }),
    ).toEqual({
      movimentoId: 5,
      horaPrevista: '12:30:00',
      qtdePessoas: 2,
    })
    expect(
      conformErrors(tableReservationSchema, { horaPrevista: '25:00', qtdePessoas: '0' }),
    ).toEqual({
      movimentoId: [messages.informeDiaReserva],
      horaPrevista: [messages.informeHorario],
      qtdePessoas: [messages.informePessoasReserva],
    })
    expect(
      tableReservationSchema.parse({ movimentoId: 1, horaPrevista: '08:00:00', qtdePessoas: 1 })
        .horaPrevista,
    ).toBe('08:00:00')
  })

  it('reward redemption: quantity 1 to 9999, default 1; the note is not limited', () => {
    expect(
      conformValue(rewardRedemptionSchema, {
        premioId: '2',
        fidelidadeContaId: '3',
        qtdePremio: '',
      }),
    ).toEqual({
      premioId: 2,
      fidelidadeContaId: 3,
      qtdePremio: 1,
    })
    const longNote = 'x'.repeat(80)
    expect(
      rewardRedemptionSchema.parse({ premioId: 2, fidelidadeContaId: 3, observacao: longNote })
        .observacao,
    ).toBe(longNote)
    for (const bad of ['0', '10000', '1.5']) {
      expect(
        plainErrors(rewardRedemptionSchema, { premioId: 2, fidelidadeContaId: 3, qtdePremio: bad }),
      ).toEqual({
        qtdePremio: [messages.informeQuantidadePremio],
      })
    }
  })

  it('partial payment: money, two decimals, no negatives, above zero', () => {
    expect(conformValue(partialPaymentSchema, { saidaId: '77', valorPago: '25,50' })).toEqual({
      saidaId: 77,
      valorPago: 2550,
    })
    expect(conformErrors(partialPaymentSchema, { valorPago: '' })).toEqual({
      valorPago: [messages.informeValor],
    })
    expect(plainErrors(partialPaymentSchema, { valorPago: '0,00' })).toEqual({
      valorPago: [messages.informeValorValido],
    })
    expect(plainErrors(partialPaymentSchema, { valorPago: '-5' })).toEqual({
      valorPago: [messages.informeValorValido],
    })
  })

  it('contact request: "nome, email, telefone and mensagem are all required"', () => {
    expect(conformErrors(contactRequestSchema, {})).toEqual({
      nome: [messages.informeNome],
      email: [messages.informeEmail],
      telefone: [messages.informeTelefone],
      mensagem: [messages.informeMensagem],
    })
    expect(
      conformValue(contactRequestSchema, {
        nome: 'Ana',
        email: 'ana@prato.dev',
        telefone: '(11) 9 8765-4321',
        mensagem: 'Quero ser parceiro',
      }),
    ).toEqual({
      nome: 'Ana',
      email: 'ana@prato.dev',
      telefone: '5511987654321',
      mensagem: 'Quero ser parceiro',
    })
  })

  it("account code: required ('Acessar Conta' is disabled while empty)", () => {
    expect(conformErrors(accountCodeSchema, { codigo: '' })).toEqual({
      codigo: [messages.informeCodigoConta],
    })
    expect(accountCodeSchema.parse({ codigo: 'A1B2' })).toEqual({ codigo: 'A1B2' })
  })

  it('checkbox reads on/true/1', () => {
    expect(checkbox().parse('on')).toBe(true)
    expect(checkbox().parse(undefined)).toBe(false)
  })
})

describe('hostile and oversized input (issue 11 §7, §12): every message from the catalogue, every text bounded', () => {
  const catalogueTexts = new Set(
    Object.values(messages).flatMap((m) => (typeof m === 'string' ? [m] : [])),
  )
  const isCatalogue = (message: string) =>
    catalogueTexts.has(message) || /^Use no máximo \d+ caracteres\.$/.test(message)

  it('a 1 MB street name is refused with the limit message, not saved', () => {
    const street = 'R'.repeat(1024 * 1024)
    const valid = { cep: '01310-100', logradouro: street, numero: '1000', bairroId: '12' }
    expect(plainErrors(addressSchema, valid).logradouro).toEqual([messages.textoLongoDemais(200)])
    expect(conformErrors(addressSchema, valid).logradouro).toEqual([messages.textoLongoDemais(200)])
  })

  it("a hostile sexo on the profile gets the catalogue's message, never zod's 'Invalid option'", () => {
    const errors = conformErrors(profileSchema, { nome: 'Ana Lima', sexo: 'x<script>' })
    expect(errors.sexo).toEqual([messages.opcaoInvalida])
  })

  const hostile = ['x'.repeat(5000), '<script>alert(1)</script>', '__proto__', '{"a":1}', '-1e309']
  const schemas = {
    registrationSchema,
    loginSchema,
    passwordRecoverySchema,
    smsCodeSchema,
    newPhoneSchema,
    profileSchema,
    addressSchema,
  } as const
  const fields: Record<keyof typeof schemas, string[]> = {
    registrationSchema: ['nome', 'telefone', 'email', 'senha', 'sexo'],
    loginSchema: ['email', 'senha', 'redirectTo'],
    passwordRecoverySchema: ['email'],
    smsCodeSchema: ['codigo'],
    newPhoneSchema: ['novoTelefone'],
    profileSchema: ['nome', 'cpf', 'sexo', 'dataNascimento', 'imagemUrl'],
    addressSchema: [
      'nome',
      'cep',
      'logradouro',
      'numero',
      'complemento',
      'referencia',
      'bairroId',
      'cidadeId',
    ],
  }
  it.each(Object.keys(schemas) as Array<keyof typeof schemas>)(
    '%s answers every hostile value with catalogue texts only',
    (name) => {
      for (const value of hostile) {
        const values = Object.fromEntries(fields[name].map((f) => [f, value]))
        for (const messagesOfField of Object.values(conformErrors(schemas[name], values))) {
          for (const message of messagesOfField ?? [])
            expect(isCatalogue(message), `${name}: ${message}`).toBe(true)
        }
      }
    },
  )
})

describe('parseApiId', () => {
  it('takes digits within the API’s int range only', () => {
    expect(parseApiId('9003')).toBe(9003)
    expect(parseApiId('2147483647')).toBe(2147483647)
    for (const bad of ['', '0', '012', '-1', '1e3', 'abc', '99999999999', '2147483648', null, 7])
      expect(parseApiId(bad)).toBeNull()
  })
})

import { z } from 'zod'
import { messages } from '@prato/domain'

// The partner contact request (002 §3, §5). Local until @prato/domain exports `contactRequestSchema`.

const PHONE_DIGITS = 11

export const contactRequestSchema = z.object({
  nome: z.string({ error: messages.informeNome }).trim().min(1, messages.informeNome).max(120),
  email: z
    .string({ error: messages.informeEmail })
    .trim()
    .min(1, messages.informeEmail)
    .pipe(z.email({ error: messages.emailInvalido })),
  telefone: z
    .string({ error: messages.informeTelefone })
    .trim()
    .min(1, messages.informeTelefone)
    .transform((v) => v.replace(/\D/g, ''))
    .refine((digits) => digits.length === PHONE_DIGITS, messages.telefoneInvalido),
  mensagem: z.string({ error: messages.informeMensagem }).trim().min(1, messages.informeMensagem).max(2000),
})

export type ContactRequestInput = z.input<typeof contactRequestSchema>

// The contact form's field names, shared by the browser and the action. Kept apart from the schema, so the
// page's first JavaScript does not pull zod in with them.

export const CONTACT_FIELDS = ['nome', 'email', 'telefone', 'mensagem'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactErrors = Partial<Record<ContactField, string>>
export type ContactValues = Partial<Record<ContactField, string>>

/** A field no person fills: bots that do are answered as if sent, and nothing is sent. */
export const HONEYPOT_FIELD = 'site'

/** The name of the field only bots fill in (see Honeypot in components/ui.tsx and isBot in account.server.ts). */
export const HONEYPOT_FIELD = 'website'

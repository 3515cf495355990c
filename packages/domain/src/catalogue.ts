/**
 * The catalogue as one object, for server code and tests that look texts up by key
 * (`messages.carrinhoVazio`, `keyof Messages`). It is the namespace of `./messages`, so a bundler
 * still keeps only the entries read as `messages.name`; browser code should import the named
 * texts from `@prato/domain/messages` instead of passing this object around.
 */
import * as messages from './messages'

export { messages }

export type Messages = typeof messages
export type MessageKey = keyof Messages
/** Keys whose entry is a plain text (not a function with placeholders). */
export type TextMessageKey = {
  [K in MessageKey]: Messages[K] extends string ? K : never
}[MessageKey]

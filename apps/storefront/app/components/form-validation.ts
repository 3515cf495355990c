/**
 * What the browser needs to validate a form before it is sent: conform's zod adapter and the domain's schemas.
 * Loaded on demand by `useScreenForm` (forms.tsx), never by a screen's first load.
 */
export { parseWithZod } from '@conform-to/zod/v4'
export * as forms from '@prato/domain/forms'

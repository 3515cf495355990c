// @prato/ui's Toaster, in a module of its own so that the code of the contact form's failure toast is fetched
// only when a send fails (deferred.js).
export { Toaster as FailureToaster } from '@prato/ui'

/** /{tenant}/cardapio is the delivery menu under its other name (001 §2): the same screen, loader and data. */
export { ErrorBoundary, default, handle, loader, meta, shouldRevalidate } from './$tenant.delivery'

/** /{tenant}/carrinho-delivery is the cart under its other name (001 §2): the same screen, loader and action. */
export { ErrorBoundary, action, default, handle, loader, meta } from './$tenant.carrinho'

// Sair for the default tenant, whose pages live at `/` (000 §2).
export { action, loader } from './$tenant.sair'

export { Money, type MoneyProps } from './Money'
export { formatCentavos } from './format'

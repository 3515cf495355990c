export { Money, type MoneyProps } from './Money'

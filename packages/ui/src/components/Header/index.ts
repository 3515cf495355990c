export { Header, type HeaderNavItem, type HeaderProps } from './Header'

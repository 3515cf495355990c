export { Footer, safeExternalUrl, type FooterProps } from './Footer'

export { ScrollToTop, type ScrollToTopProps } from './ScrollToTop'

export { AppStoreLinks, type AppStoreLinksProps } from './AppStoreLinks'

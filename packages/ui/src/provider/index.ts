export {
  PratoProvider,
  useLinkComponent,
  useUiMessages,
  type PratoProviderProps,
  type LinkComponent,
  type LinkComponentProps,
} from './PratoProvider'
export { defaultUiMessages, type UiMessages } from './messages'

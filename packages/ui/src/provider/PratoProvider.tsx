import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react'
import { defaultUiMessages, type UiMessages } from './messages'

/** What the package hands to the app's link component: a plain anchor's props with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

export type LinkComponent = ForwardRefExoticComponent<
  LinkComponentProps & RefAttributes<HTMLAnchorElement>
>

const DefaultLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function DefaultLink(props, ref) {
    // The anchor's text comes from the caller's children, which jsx-a11y cannot see through the spread.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a ref={ref} {...props} />
  },
)

interface PratoContextValue {
  linkComponent: LinkComponent
  messages: UiMessages
}

const PratoContext = createContext<PratoContextValue>({
  linkComponent: DefaultLink,
  messages: defaultUiMessages,
})

export interface PratoProviderProps {
  /**
   * The app's router link, adapted to take `href` (e.g. Remix's `Link` with `to={href}`); the package never
   * imports a router. Defaults to a plain `<a>`.
   */
  linkComponent?: LinkComponent
  /** Overrides for the package's own labels ('Carregando...', 'Mostrar senha'…). */
  messages?: Partial<UiMessages>
  children: ReactNode
}

export function PratoProvider({ linkComponent, messages, children }: PratoProviderProps) {
  const value = useMemo(
    () => ({
      linkComponent: linkComponent ?? DefaultLink,
      messages: messages ? { ...defaultUiMessages, ...messages } : defaultUiMessages,
    }),
    [linkComponent, messages],
  )
  return <PratoContext.Provider value={value}>{children}</PratoContext.Provider>
}

export function useLinkComponent(): LinkComponent {
  return useContext(PratoContext).linkComponent
}

export function useUiMessages(): UiMessages {
  return useContext(PratoContext).messages
}

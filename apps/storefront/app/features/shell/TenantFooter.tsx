import { Footer } from '@prato/ui'

export type TenantFooterProps = {
  name: string
  /** The current year unless given (stories fix it, so their screenshots do not change on 1 January). */
  year?: number
}

/** The footer of every tenant page (@prato/ui's): the restaurant's name and the year. */
export function TenantFooter({ name, year = new Date().getFullYear() }: TenantFooterProps) {
  return <Footer companyName={name} legal={`© ${year} ${name}`} />
}

import { Footer } from '@prato/ui'

export type TenantFooterProps = { name: string }

/** The footer of every tenant page (@prato/ui's): the restaurant's name and the year. */
export function TenantFooter({ name }: TenantFooterProps) {
  return <Footer companyName={name} legal={`© ${new Date().getFullYear()} ${name}`} />
}

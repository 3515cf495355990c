/** `{STOREFRONT_URL}/{permaLink}[/suffix]`, or null when the permalink is not a plain slug. */
export function storefrontUrl(
  base: string,
  permaLink: string | null | undefined,
  suffix = '',
): string | null {
  if (!permaLink || !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(permaLink)) return null
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(permaLink)}${suffix}`
}

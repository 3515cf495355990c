import { operationList, type HostName } from './generated/index'

export type { HostName }

export const HOST_NAMES: readonly HostName[] = ['auth', 'web', 'api', 'image', 'maps']

/** Every host defaults to the local sandbox, which serves all five on one port. */
export const DEFAULT_BASE_URL = 'http://localhost:4010'

export type Hosts = Record<HostName, string>

/** The environment variable that configures each host (DESIGN §2). */
export const HOST_ENV_VARS: Readonly<Record<HostName, string>> = {
  auth: 'AUTH_URL',
  web: 'WEB_API_URL',
  api: 'API_URL',
  image: 'IMAGE_URL',
  maps: 'MAPS_URL',
}

/** Reads AUTH_URL, WEB_API_URL, API_URL, IMAGE_URL and MAPS_URL; unset ones default to the sandbox. */
export function hostsFromEnv(env: Record<string, string | undefined>): Hosts {
  const hosts = {} as Hosts
  for (const host of HOST_NAMES) {
    const value = env[HOST_ENV_VARS[host]]?.trim()
    hosts[host] = value ? value : DEFAULT_BASE_URL
  }
  return hosts
}

export function resolveHosts(partial: Partial<Hosts> | undefined): Hosts {
  const hosts = {} as Hosts
  for (const host of HOST_NAMES)
    hosts[host] = (partial?.[host] ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  return hosts
}

/**
 * 000 §7: "These headers are not sent to the authentication host or to the maps service."
 * The product hosts (api, web, image) get the tenant headers.
 */
export function receivesTenantHeaders(host: HostName): boolean {
  return host === 'api' || host === 'web' || host === 'image'
}

/**
 * The bearer token goes to the product hosts, and to the auth host only for the user's own
 * calls (/connect/userinfo and /api/usuario-logado/*); never to the maps service, never with
 * the token request itself or the registration.
 */
export function receivesBearer(host: HostName, pathname: string): boolean {
  if (host === 'maps') return false
  if (host !== 'auth') return true
  return pathname.endsWith('/connect/userinfo') || /\/api\/usuario-logado(\/|$)/.test(pathname)
}

/** The operations the contract marks public (`x-prato-auth: none`), as method + path pattern per host. */
const publicOperations = operationList
  .filter((operation) => operation.auth === 'none')
  .map((operation) => ({
    host: operation.host as HostName,
    method: operation.method as string,
    pattern: new RegExp(
      `${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    ),
  }))

/**
 * Whether the contract marks this call public: it is sent without a bearer and, above all, no client token is
 * fetched for it — resolving a tenant slug (the permalink lookup) must cost no token call, so that a flood of
 * unknown slugs costs the auth host nothing and leaves no token behind (issue 11 §6).
 */
export function isPublicOperation(host: HostName, method: string, pathname: string): boolean {
  return publicOperations.some(
    (op) => op.host === host && op.method === method && op.pattern.test(pathname),
  )
}

import type { HostName } from './generated/index'

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
  for (const host of HOST_NAMES) hosts[host] = (partial?.[host] ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
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

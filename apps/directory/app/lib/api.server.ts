import { createNodeTransport } from '@prato/api-client/node-transport'
import type { DirectoryApi } from './directory-api'
import { getEnv } from './env.server'
import { createHttpDirectoryApi } from './http-directory-api.server'

let api: DirectoryApi | undefined

/**
 * One API per process: the directory is sessionless, so its client-credentials token is shared by every
 * visitor and cached here until it expires. Its upstream calls go through node:http with keep-alive, as the
 * storefront's (docs/decisions/0016).
 */
export function getDirectoryApi(): DirectoryApi {
  api ??= createHttpDirectoryApi(getEnv(), createNodeTransport())
  return api
}

/** Tests swap the API for a fake one; production never calls this. */
export function setDirectoryApiForTesting(next: DirectoryApi | undefined): void {
  api = next
}

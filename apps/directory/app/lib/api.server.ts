import type { DirectoryApi } from './directory-api'
import { getEnv } from './env.server'
import { createHttpDirectoryApi } from './http-directory-api.server'

let api: DirectoryApi | undefined

/**
 * One API per process: the directory is sessionless, so its client-credentials token is shared by every
 * visitor and cached here until it expires.
 */
export function getDirectoryApi(): DirectoryApi {
  api ??= createHttpDirectoryApi(getEnv())
  return api
}

/** Tests swap the API for a fake one; production never calls this. */
export function setDirectoryApiForTesting(next: DirectoryApi | undefined): void {
  api = next
}

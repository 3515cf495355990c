import type { ApiResult } from './client'

/**
 * The data of a call, or a throw of its ApiError — for loaders that let an error boundary turn a
 * failure into a real status.
 */
export function unwrap<TData, TErrorBody>(result: ApiResult<TData, TErrorBody>): TData {
  if (result.error) throw result.error
  return result.data as TData
}

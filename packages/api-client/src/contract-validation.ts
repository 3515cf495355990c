/**
 * Validates bodies against the contract's JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12).
 * A separate entry (`@prato/api-client/contract-validation`), never re-exported from the main
 * one, so ajv stays out of app bundles: it is for tests and for the sandbox.
 */
import { readFileSync } from 'node:fs'
import * as Ajv2020Module from 'ajv/dist/2020.js'
import * as addFormatsModule from 'ajv-formats'
import type { ErrorObject, ValidateFunction } from 'ajv'

type Json = Record<string, unknown>

// ajv and ajv-formats are CommonJS: depending on the loader the constructor is the module itself
// or its `default`; take whichever is a function.
type AjvCtor = new (options: Record<string, unknown>) => AjvInstance
interface AjvInstance {
  addSchema(schema: object, key?: string): unknown
  addFormat(name: string, format: boolean): unknown
  compile(schema: object): ValidateFunction
}
const pick = <T>(mod: unknown): T => {
  const m = mod as { default?: { default?: unknown } | unknown }
  if (typeof m === 'function') return m as T
  const d = m.default as { default?: unknown } | undefined
  return (typeof d === 'function' ? d : d?.default) as T
}
const Ajv2020 = pick<AjvCtor>(Ajv2020Module)
const addFormats = pick<(ajv: AjvInstance) => unknown>(addFormatsModule)

/** src/ and dist/ are both one level below the package root, where openapi/ lives. */
const contract = JSON.parse(
  readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'),
) as Json

const COMPONENTS_ID = 'https://prato.dev/openapi/components.json'

let ajv: AjvInstance | undefined
function getAjv(): AjvInstance {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    // OpenAPI's file format: any bytes.
    ajv.addFormat('binary', true)
    ajv.addSchema({ $id: COMPONENTS_ID, components: contract.components })
  }
  return ajv
}

export interface ValidationResult {
  valid: boolean
  /** Human-readable problems, e.g. "/0/nome must be string"; empty when valid. */
  errors: string[]
}

const compiled = new Map<string, ValidateFunction | 'no-body' | 'not-json'>()

function operation(operationPath: string, method: string): Json | undefined {
  const item = (contract.paths as Record<string, Json>)[operationPath]
  return item?.[method.toLowerCase()] as Json | undefined
}

function resolveRef<T>(node: T): T {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node
  let target: unknown = contract
  for (const part of ref.slice(2).split('/'))
    target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  return target as T
}

function compile(key: string, schema: unknown): ValidateFunction {
  // The schema's refs point at #/components/...; repoint them at the registered components.
  const rewritten = JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`),
  ) as object
  const fn = getAjv().compile(rewritten)
  compiled.set(key, fn)
  return fn
}

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  )
}

/**
 * Checks a response body against the contract: the schema of `status` (or of its `4XX`/`5XX`
 * range, or `default`) for `method operationPath`, where operationPath is the contract's
 * template (`/v1/wg-pedido/{id}/acompanhamento`). A status the contract does not list is invalid.
 */
export function validateResponse(
  operationPath: string,
  method: string,
  status: number,
  body: unknown,
): ValidationResult {
  const op = operation(operationPath, method)
  if (!op)
    return {
      valid: false,
      errors: [`${method.toUpperCase()} ${operationPath} is not in the contract`],
    }
  const responses = op.responses as Record<string, unknown>
  const statusKey = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find(
    (k) => k in responses,
  )
  if (!statusKey) {
    return {
      valid: false,
      errors: [`${method.toUpperCase()} ${operationPath} does not declare status ${status}`],
    }
  }
  const key = `res ${method.toUpperCase()} ${operationPath} ${statusKey}`
  let fn = compiled.get(key)
  if (!fn) {
    const response = resolveRef(responses[statusKey]) as {
      content?: Record<string, { schema?: unknown }>
    }
    const content = response.content
    if (!content) fn = 'no-body'
    else if (!content['application/json']) fn = 'not-json'
    else fn = compile(key, content['application/json'].schema ?? {})
    compiled.set(key, fn)
  }
  if (fn === 'not-json') return { valid: true, errors: [] }
  if (fn === 'no-body') {
    const empty = body === undefined || body === null || body === ''
    return empty
      ? { valid: true, errors: [] }
      : { valid: false, errors: [`status ${status} has no body in the contract`] }
  }
  const valid = fn(body)
  return { valid, errors: valid ? [] : format(fn.errors) }
}

/** Checks a JSON request body against the contract's requestBody schema for `method operationPath`. */
export function validateRequestBody(
  operationPath: string,
  method: string,
  body: unknown,
): ValidationResult {
  const op = operation(operationPath, method)
  if (!op)
    return {
      valid: false,
      errors: [`${method.toUpperCase()} ${operationPath} is not in the contract`],
    }
  const requestBody = resolveRef(op.requestBody) as
    { content?: Record<string, { schema?: unknown }> } | undefined
  const media = requestBody?.content
  const schema =
    media?.['application/json']?.schema ?? media?.['application/x-www-form-urlencoded']?.schema
  if (!schema)
    return {
      valid: false,
      errors: [`${method.toUpperCase()} ${operationPath} takes no JSON or form body`],
    }
  const key = `req ${method.toUpperCase()} ${operationPath}`
  const fn = (compiled.get(key) as ValidateFunction | undefined) ?? compile(key, schema)
  const valid = fn(body)
  return { valid, errors: valid ? [] : format(fn.errors) }
}

/** validateResponse that throws with every problem listed — handy inside a test loop. */
export function assertValidResponse(
  operationPath: string,
  method: string,
  status: number,
  body: unknown,
): void {
  const result = validateResponse(operationPath, method, status, body)
  if (!result.valid) {
    throw new Error(
      `${method.toUpperCase()} ${operationPath} ${status} does not match the contract:\n  ${result.errors.join('\n  ')}`,
    )
  }
}

/** The parsed contract (openapi.json), read-only. */
export function getContract(): Readonly<Json> {
  return contract
}

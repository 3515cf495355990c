// Injected faults, so the apps' tests can see a slow, failing, malformed or unauthorised API on demand.
export interface FaultInput {
  /** "/re/" is a regular expression; with "*" a glob ("*" one segment, "**" any depth); otherwise a path prefix. */
  pathPattern: string
  method?: string
  latencyMs?: number
  status?: number
  malformedBody?: boolean
  unauthorized?: boolean
  /** The request is handled (an order is created), then its answer is replaced by `status` (default 502), as a gateway that lost it would. */
  lostAnswer?: boolean
  times?: number
}

export interface Fault extends FaultInput {
  id: number
  regex: RegExp
  remaining: number | null
  hits: number
}

export function padraoParaRegExp(padrao: string): RegExp {
  if (padrao.length > 2 && padrao.startsWith('/') && padrao.endsWith('/'))
    return new RegExp(padrao.slice(1, -1))
  if (padrao.includes('*')) {
    let fonte = ''
    for (let i = 0; i < padrao.length; i++) {
      const ch = padrao[i] ?? ''
      if (ch === '*' && padrao[i + 1] === '*') {
        fonte += '.*'
        i++
      } else if (ch === '*') fonte += '[^/]*'
      else fonte += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    }
    return new RegExp(`^${fonte}$`)
  }
  return new RegExp(`^${padrao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}

export class Faults {
  private list: Fault[] = []
  private nextId = 1

  add(input: FaultInput): Fault {
    const f: Fault = {
      ...input,
      id: this.nextId++,
      regex: padraoParaRegExp(input.pathPattern),
      remaining: input.times ?? null,
      hits: 0,
    }
    this.list.push(f)
    return f
  }

  clear(): void {
    this.list = []
  }

  all(): Fault[] {
    return [...this.list]
  }

  /** The newest active fault matching this request, consuming one of its uses. */
  take(method: string, path: string): Fault | undefined {
    let f: Fault | undefined
    for (let i = this.list.length - 1; i >= 0; i--) {
      const x = this.list[i]
      if (
        x &&
        (!x.method || x.method.toUpperCase() === method.toUpperCase()) &&
        x.regex.test(path)
      ) {
        f = x
        break
      }
    }
    if (!f) return undefined
    f.hits++
    if (f.remaining !== null) {
      f.remaining--
      if (f.remaining <= 0) this.list = this.list.filter((x) => x !== f)
    }
    return f
  }
}

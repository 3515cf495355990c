// Deferred islands (DESIGN §7, docs/decisions/0036): the parts of a page that the server renders in full while
// their JavaScript arrives after the first paint. An island is a module named `*.lazy.tsx` default-exporting its
// parts, each loaded with @prato/web-server's clientLazy(() => import('./x.lazy').then((m) => m.default.Part)); the
// build knows an island by that module id, never by reading code. This client build plugin does two things:
//
// - Their CSS in the first byte. Vite attaches a lazily imported chunk's CSS to that chunk, so the server's HTML of
//   an island would stay unstyled until its JavaScript loaded — and for good without JavaScript — and the page's
//   largest paint would wait for it. The CSS of every chunk holding an island is handed to the chunk that imports
//   it, so it is in the route's <link>s; the JavaScript stays lazy. RouteDialog (loaded by the shell only while a
//   dialog is open) gets the same, for the dialog frame's styles; the route module it shows links its own styles
//   while it is open (RouteDialog's DialogStyles, from Remix's manifest), so a page carries no other dialog's CSS.
// - At most one island per route. Every entry of the client build (the client entry, the root, each route module)
//   may reach at most one island through its static imports; the build fails otherwise. A page loads the islands of
//   its matched routes: the tenant layout's (the shell's header actions and footer) and its own.
import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

const withoutQuery = (id: string) => id.replace(/\?.*$/, '')

/** An island is a module named `*.lazy.tsx` (its id, never its code). */
export const isIsland = (id: string) => withoutQuery(id).endsWith('.lazy.tsx')

// The one module that loads route modules to show them in a dialog (app/components/RouteDialog.tsx); it loads only
// while a dialog is open, so it is not an island, but the server renders it in full like one.
const isRouteDialog = (id: string) => withoutQuery(id).endsWith('/app/components/RouteDialog.tsx')

/** What the rule needs of Rollup's module graph. */
export type ModuleGraph = {
  modules: readonly string[]
  isEntry: (id: string) => boolean
  staticImports: (id: string) => readonly string[]
  staticImporters: (id: string) => readonly string[]
  dynamicImports: (id: string) => readonly string[]
}

/**
 * The islands each entry reaches on its first load: the `*.lazy.tsx` modules that a module in its static import
 * closure imports with `import()`. What an island or another lazily loaded module loads later is not counted.
 */
export function islandsOfEntries(graph: ModuleGraph): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const entry of graph.modules.filter(graph.isEntry)) {
    const seen = new Set<string>()
    const islands = new Set<string>()
    const pending = [entry]
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      for (const target of graph.dynamicImports(id)) if (isIsland(target)) islands.add(target)
      pending.push(...graph.staticImports(id))
    }
    result.set(entry, [...islands].sort())
  }
  return result
}

/** DESIGN §7's rule, as messages: an entry that reaches more than one island, an island imported statically. */
export function islandProblems(graph: ModuleGraph): string[] {
  const problems: string[] = []
  for (const [entry, islands] of islandsOfEntries(graph)) {
    if (islands.length > 1)
      problems.push(
        `${withoutQuery(entry)} reaches ${islands.length} deferred islands on its first load (at most one per route: merge them): ${islands.join(', ')}`,
      )
  }
  for (const island of graph.modules.filter(isIsland)) {
    const importers = graph.staticImporters(island)
    if (importers.length > 0)
      problems.push(
        `${island} is a deferred island, loaded only by import(), but ${importers.join(', ')} imports it`,
      )
  }
  return problems
}

export function deferredIslands(): Plugin {
  return {
    name: 'prato:deferred-islands',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_, bundle) {
      const ids = [...this.getModuleIds()]
      const info = (id: string) => this.getModuleInfo(id)
      const graph: ModuleGraph = {
        modules: ids,
        isEntry: (id) => info(id)?.isEntry ?? false,
        staticImports: (id) => info(id)?.importedIds ?? [],
        staticImporters: (id) => info(id)?.importers ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
      }
      const problems = islandProblems(graph)
      if (problems.length > 0) this.error(problems.join('\n'))

      // a route module shown in a dialog links its own styles while it is open (RouteDialog's DialogStyles): its
      // CSS is not handed to every page that could open it
      const renderedByServer = new Set(ids.filter((id) => isIsland(id) || isRouteDialog(id)))
      const chunks = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk',
      )
      const cssOf = (chunk: OutputChunk, seen = new Set<string>()): string[] => {
        if (seen.has(chunk.fileName)) return []
        seen.add(chunk.fileName)
        const own = [...(chunk.viteMetadata?.importedCss ?? [])]
        const imported = chunk.imports.flatMap((name) => {
          const file = bundle[name]
          return file?.type === 'chunk' ? cssOf(file as OutputChunk, seen) : []
        })
        return [...own, ...imported]
      }
      for (const chunk of chunks) {
        const importedCss = chunk.viteMetadata?.importedCss
        if (!importedCss) continue
        for (const name of chunk.dynamicImports) {
          const target = bundle[name] as OutputChunk | undefined
          // an island may share its chunk with others (a named chunk, tooling/first-load-chunks.ts)
          if (target?.type !== 'chunk' || !target.moduleIds.some((id) => renderedByServer.has(id)))
            continue
          for (const css of cssOf(target)) importedCss.add(css)
        }
      }
    },
  }
}

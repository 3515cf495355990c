// A part of a page loaded with `clientLazy()` (@prato/web-server, src/client-lazy.tsx) is rendered in full by the
// server while its JavaScript arrives later. Vite attaches a lazily imported chunk's CSS to that chunk, so the
// server's HTML of the part would stay unstyled until its JavaScript loaded — and for good without JavaScript —
// and the page's largest paint would wait for it. This plugin hands that CSS (small: a hero, header actions, a
// footer) to the chunk that makes the `clientLazy()` call, so it is in the page's <head> from the first byte; the
// JavaScript stays lazy.
import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

export function clientLazyStyles(): Plugin {
  return {
    name: 'prato:client-lazy-styles',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_, bundle) {
      const lazyTargets = new Set<string>()
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        if (info?.code?.includes('clientLazy(')) {
          for (const target of info.dynamicallyImportedIds) lazyTargets.add(target)
        }
      }
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
          // a lazy part's module may share its chunk with others (a named chunk, tooling/first-load-chunks.ts)
          if (target?.type !== 'chunk' || !target.moduleIds.some((id) => lazyTargets.has(id)))
            continue
          for (const css of cssOf(target)) importedCss.add(css)
        }
      }
    },
  }
}

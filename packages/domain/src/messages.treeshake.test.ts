import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from './catalogue'

/**
 * The catalogue exists once, but browser bundles must carry only the texts they show (DESIGN §7: the
 * storefront landing has 100 KB of JavaScript, a directory page 100 KB, and the whole catalogue is about
 * 6 KB gzip). These tests bundle small entries with Vite's production build (Rollup, as the apps do)
 * and check what survives.
 */
const src = resolve(__dirname)
const dir = mkdtempSync(join(tmpdir(), 'prato-catalogue-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function bundle(name: string, code: string): Promise<string> {
  const entry = join(dir, `${name}.ts`)
  writeFileSync(entry, code)
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
  })) as Rollup.RollupOutput[]
  const chunk = out[0]?.output[0]
  if (!chunk || chunk.type !== 'chunk') throw new Error('no chunk')
  return chunk.code
}

/** Every plain text of the catalogue that occurs in the code. */
function textsIn(code: string): string[] {
  return (Object.values(messages) as unknown[]).filter(
    (t): t is string => typeof t === 'string' && code.includes(JSON.stringify(t)),
  )
}

// A production build takes a second or two alone, much longer beside other suites on a busy machine.
describe('the catalogue tree-shakes', { timeout: 60_000 }, () => {
  it('a named import from @prato/domain/messages ships that text alone', async () => {
    const code = await bundle(
      'named',
      `import { voltarAoTopo, saudacao } from ${JSON.stringify(join(src, 'messages'))}\nconsole.log(voltarAoTopo, saudacao('Ana'))`,
    )
    expect(code).toContain('Voltar ao topo')
    expect(code).toContain('Olá, ')
    expect(textsIn(code)).toEqual([messages.voltarAoTopo])
    expect(code.length).toBeLessThan(300)
  })

  it('messages.name on the namespace object (server-style code) ships only the names read', async () => {
    const code = await bundle(
      'namespace',
      `import { messages } from ${JSON.stringify(join(src, 'catalogue'))}\nconsole.log(messages.carrinhoVazio)`,
    )
    expect(textsIn(code)).toEqual([messages.carrinhoVazio])
  })

  it("a lazily loaded screen's texts stay out of the first load (one module per screen group)", async () => {
    const messagesModule = JSON.stringify(join(src, 'messages'))
    writeFileSync(
      join(dir, 'dialog.ts'),
      `import { informeNome, fechar } from ${messagesModule}\nexport const dialog = [informeNome, fechar]`,
    )
    const entry = join(dir, 'first-load.ts')
    writeFileSync(
      entry,
      `import { voltarAoTopo } from ${messagesModule}\nconsole.log(voltarAoTopo)\nexport const open = () => import('./dialog')`,
    )
    const out = (await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
    })) as Rollup.RollupOutput[]
    const output: ReadonlyArray<Rollup.OutputChunk | Rollup.OutputAsset> = out[0]?.output ?? []
    const chunks = output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
    const main = chunks.find((c) => c.isEntry)
    if (!main) throw new Error('no entry chunk')
    const firstLoad = [main, ...chunks.filter((c) => main.imports.includes(c.fileName))]
      .map((c) => c.code)
      .join('\n')
    expect(textsIn(firstLoad)).toContain(messages.voltarAoTopo)
    // 'Fechar' is a common button (first-load group), 'Informe o nome!' an account-dialog text.
    expect(textsIn(firstLoad)).not.toContain(messages.informeNome)
    expect(chunks.map((c) => c.code).join('\n')).toContain(JSON.stringify(messages.informeNome))
  })

  it('no rule of the package drags the whole catalogue along (nothing iterates or indexes it)', async () => {
    const code = await bundle(
      'rules',
      `import { validateProduct, computeTotals, formatMoney } from ${JSON.stringify(join(src, 'index'))}\nconsole.log(validateProduct, computeTotals, formatMoney)`,
    )
    expect(code).toContain(JSON.stringify(messages.informeTamanho))
    // A text no rule uses: present only if something passes the catalogue object around.
    expect(code).not.toContain(messages.contatoTitulo)
    expect(textsIn(code).length).toBeLessThan(Object.keys(messages).length / 4)
  })
})

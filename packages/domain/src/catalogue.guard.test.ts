import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * DESIGN §4: "Every user-facing message lives once, in the Portuguese message catalogue of @prato/domain;
 * components and actions import it." This guard reads the apps' and the UI package's sources and fails on a
 * user-facing text written in place instead of imported from `@prato/domain/messages`.
 *
 * It parses each file with TypeScript (so comments never count) and reports:
 * - a string, template or JSX text with a Portuguese letter (ã, ç, é, …);
 * - any JSX text with words (`<p>Fechar</p>`): visible text is always a catalogue text;
 * - a literal with words in an attribute people read or hear (aria-label, title, placeholder, alt, label);
 * - a literal with words as the default of a `…label`, `…title`, `…text` or `…placeholder` prop.
 * Tests, stories, story helpers and test fixtures are left out: they may quote texts and invent data.
 */
const repo = resolve(__dirname, '../../..')
const roots = [
  'apps/storefront/app',
  'apps/directory/app',
  'packages/ui/src',
  'packages/web-server/src',
]

const EXCLUDED = [
  /\.d\.ts$/,
  /\.(test|spec|stories)\.tsx?$/,
  /\.test-utils\.tsx?$/,
  /(^|\/)story-support\.tsx?$/,
  /(^|\/)(test|tests|__tests__|e2e|storybook|testing)\//,
]

const PORTUGUESE_LETTER = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/
const WORD = /\p{L}{2,}/u
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
])
const TEXT_PROP = /(label|title|text|placeholder)$/i

interface Finding {
  file: string
  line: number
  text: string
  why: string
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The user-facing literals of one file's source. */
function findHardCodedTexts(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const findings: Finding[] = []
  const report = (node: ts.Node, text: string, why: string) =>
    findings.push({
      file: fileName,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: text.trim(),
      why,
    })

  const visit = (node: ts.Node): void => {
    // Module names ('./Acessível') are paths, not texts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isJsxText(node)) {
      if (WORD.test(node.text)) report(node, node.text, 'JSX text')
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (PORTUGUESE_LETTER.test(node.text)) report(node, node.text, 'Portuguese text')
      else if (isReadAttributeValue(node) && WORD.test(node.text))
        report(node, node.text, 'read attribute')
      else if (isTextPropDefault(node) && WORD.test(node.text))
        report(node, node.text, 'default label')
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}

function isReadAttributeValue(node: ts.Node): boolean {
  let parent = node.parent
  if (parent && ts.isJsxExpression(parent)) parent = parent.parent
  return !!parent && ts.isJsxAttribute(parent) && READ_ATTRIBUTES.has(parent.name.getText())
}

function isTextPropDefault(node: ts.Node): boolean {
  const parent = node.parent
  return (
    !!parent &&
    (ts.isBindingElement(parent) || ts.isParameter(parent)) &&
    parent.initializer === node &&
    ts.isIdentifier(parent.name) &&
    TEXT_PROP.test(parent.name.text)
  )
}

describe('no user-facing text outside the catalogue (DESIGN §4)', { timeout: 60_000 }, () => {
  const files = roots
    .flatMap((root) => sourceFiles(join(repo, root)))
    .map((path) => relative(repo, path))
    .filter((path) => !EXCLUDED.some((re) => re.test(path)))

  it('finds the sources it guards', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files).toContain('packages/ui/src/provider/messages.ts')
  })

  it('apps/*/app and packages/ui/src import every text from @prato/domain/messages', () => {
    const findings = files.flatMap((path) =>
      findHardCodedTexts(path, readFileSync(join(repo, path), 'utf8')),
    )
    expect(findings.map((f) => `${f.file}:${f.line} (${f.why}) ${JSON.stringify(f.text)}`)).toEqual(
      [],
    )
  })
})

describe('the UI package shows only first-load texts', () => {
  // @prato/ui is in every page's first load (PratoProvider, buttons, the shell), and a bundler loads a text
  // module whole: one import from the account or ordering group would ship that group on every landing page.
  const catalogueDir = resolve(__dirname)
  const definedIn = new Map<string, string>()
  for (const file of [
    'messages.ts',
    ...readdirSync(join(catalogueDir, 'texts')).map((f) => `texts/${f}`),
  ]) {
    for (const m of readFileSync(join(catalogueDir, file), 'utf8').matchAll(
      /^export const (\w+) =/gm,
    )) {
      definedIn.set(m[1] ?? '', file)
    }
  }

  it('every text packages/ui/src imports lives in texts/shell.ts (or the catalogue entry itself)', () => {
    const uiFiles = sourceFiles(join(repo, 'packages/ui/src'))
      .map((path) => relative(repo, path))
      .filter((path) => !EXCLUDED.some((re) => re.test(path)))
    const imported = uiFiles.flatMap((path) => {
      const file = ts.createSourceFile(
        path,
        readFileSync(join(repo, path), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      )
      return file.statements.flatMap((st) =>
        ts.isImportDeclaration(st) &&
        ts.isStringLiteral(st.moduleSpecifier) &&
        st.moduleSpecifier.text === '@prato/domain/messages' &&
        st.importClause?.namedBindings &&
        ts.isNamedImports(st.importClause.namedBindings)
          ? st.importClause.namedBindings.elements.map((e) => ({
              path,
              name: (e.propertyName ?? e.name).text,
            }))
          : [],
      )
    })
    expect(imported.length).toBeGreaterThan(10)
    const elsewhere = imported
      .filter(({ name }) => !['texts/shell.ts', 'messages.ts'].includes(definedIn.get(name) ?? ''))
      .map(
        ({ path, name }) => `${path}: ${name} (${definedIn.get(name) ?? 'not in the catalogue'})`,
      )
    expect(elsewhere).toEqual([])
  })
})

describe('the guard itself', () => {
  const find = (source: string, name = 'x.tsx') =>
    findHardCodedTexts(name, source).map((f) => [f.why, f.text])

  it('reports texts with Portuguese letters, visible JSX text, read attributes and default labels', () => {
    expect(find(`const a = 'Não'\nconst b = \`Olá, \${nome}\``)).toEqual([
      ['Portuguese text', 'Não'],
      ['Portuguese text', 'Olá,'],
    ])
    expect(find('const c = <p>Fechar</p>')).toEqual([['JSX text', 'Fechar']])
    expect(find('const d = <nav aria-label="Menu principal" title={"Ver no mapa"} />')).toEqual([
      ['read attribute', 'Menu principal'],
      ['read attribute', 'Ver no mapa'],
    ])
    expect(find("function E({ closeLabel = 'Fechar' }) { return closeLabel }")).toEqual([
      ['default label', 'Fechar'],
    ])
  })

  it('ignores comments, code identifiers, class names, ids, module paths and imported texts', () => {
    const source = [
      "import { fechar } from '@prato/domain/messages'",
      "import styles from './Acessível.css'",
      '// Não é um texto: é um comentário',
      '/** Botão "Voltar ao topo" */',
      "const intent = 'selecionar'",
      'const e = <button type="button" className="x" id="voltar" aria-label={fechar}>{fechar}</button>',
      'const f = <p>{count} </p>',
    ].join('\n')
    expect(find(source)).toEqual([])
  })
})

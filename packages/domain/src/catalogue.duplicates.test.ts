import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * DESIGN §4: a text lives once. A text two screens share is defined once and re-exported under the second name
 * (`export const voltarAoPedido = voltar`), never copied: a copy drifts the day one of them is reworded. This reads
 * the catalogue's sources (./messages.ts and ./texts/) and fails on a text written as a literal twice.
 */
const files = [
  join(__dirname, 'messages.ts'),
  ...readdirSync(join(__dirname, 'texts'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(__dirname, 'texts', name)),
]

/** Every `export const name = 'text'` of a file, with where it is. */
function literalTexts(file: string): Array<{ text: string; where: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Array<{ text: string; where: string }> = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
        found.push({
          text: value.text,
          where: `${file.slice(__dirname.length + 1)}: ${declaration.name.getText()}`,
        })
    }
  }
  return found
}

function duplicatedTexts(sources: string[]): string[][] {
  const byText = new Map<string, string[]>()
  for (const { text, where } of sources.flatMap(literalTexts))
    byText.set(text, [...(byText.get(text) ?? []), where])
  return [...byText.values()].filter((places) => places.length > 1)
}

describe('the message catalogue', () => {
  it('defines each text once (a second name re-exports the first)', () => {
    expect(duplicatedTexts(files)).toEqual([])
  })

  it('the check finds a copied text', () => {
    expect(duplicatedTexts([join(__dirname, 'texts/shell.ts')])).toEqual([])
    const copies = duplicatedTexts([
      join(__dirname, 'texts/shell.ts'),
      join(__dirname, 'texts/shell.ts'),
    ])
    expect(copies.length).toBeGreaterThan(10)
  })
})

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { renderGenerated } from '../scripts/codegen'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('generated output', () => {
  // openapi-typescript loads redocly: slow on a busy machine, hence the long timeout.
  it(
    'is what `npm run generate` makes from openapi.yaml today (commit it after editing the contract)',
    { timeout: 90_000 },
    async () => {
      const expected = await renderGenerated(root)
      expect(Object.keys(expected).sort()).toEqual([
        'openapi/openapi.json',
        'src/generated/index.ts',
        'src/generated/openapi.ts',
      ])
      for (const [relativePath, text] of Object.entries(expected)) {
        const onDisk = await readFile(path.join(root, relativePath), 'utf8')
        expect(
          onDisk === text,
          `${relativePath} is stale: run npm run generate -w @prato/api-client`,
        ).toBe(true)
      }
    },
  )
})

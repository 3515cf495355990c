// Regenerates what is derived from openapi/openapi.yaml: the JSON copy read at run time and the
// TypeScript types. The staleness test calls the same renderGenerated, so `npm run generate`
// and the test can never disagree about what the output should be.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderGenerated } from './codegen.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const outputs = await renderGenerated(root)
for (const [relativePath, text] of Object.entries(outputs)) {
  await writeFile(path.join(root, relativePath), text)
  console.info(`wrote ${relativePath}`)
}

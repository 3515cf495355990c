// CLI: `npm run start -w @prato/sandbox-api -- [--port 4010] [--db path] [--reset]`.
import { parseArgs } from 'node:util'
import { createSandbox, DEFAULT_DB_PATH, DEFAULT_PORT } from './index'
import { DEMO_SENHA, USUARIOS_DEMO } from './seed/index'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    reset: { type: 'boolean', default: false },
    host: { type: 'string' },
  },
})

const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT)
const sandbox = createSandbox({
  dbPath: values.db ?? process.env.SANDBOX_DB ?? DEFAULT_DB_PATH,
  reset: values.reset,
})
const server = await sandbox.listen(port, values.host ?? process.env.HOST ?? '0.0.0.0')
console.info(
  `[sandbox-api] ${server.url} (${sandbox.mode}) — demo login ${USUARIOS_DEMO.ana.email} / ${DEMO_SENHA}`,
)

const parar = () => {
  void sandbox.close().then(() => process.exit(0))
}
process.on('SIGINT', parar)
process.on('SIGTERM', parar)

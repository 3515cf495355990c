import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { SCHEMA_VERSION, schemaSql, TABLES_IN_DELETE_ORDER } from './schema'
import { seed } from '../seed/index'

export type Db = Database.Database

/** Opens (creating and seeding when new) the sandbox database. */
export function openDatabase(path: string, { reset = false }: { reset?: boolean } = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  db.exec(schemaSql)
  const versao = db.prepare("SELECT valor FROM meta WHERE chave = 'schema'").get() as
    { valor: string } | undefined
  if (versao && Number(versao.valor) !== SCHEMA_VERSION) {
    // A file from an older sandbox: its tables may lack columns, so rebuild them rather than migrate demo data.
    db.pragma('foreign_keys = OFF')
    for (const t of TABLES_IN_DELETE_ORDER) db.exec(`DROP TABLE IF EXISTS ${t}`)
    db.pragma('foreign_keys = ON')
    db.exec(schemaSql)
  }
  if (reset || !versao || Number(versao.valor) !== SCHEMA_VERSION) reseed(db)
  return db
}

/** Empties every table and seeds the demo data again. */
export function reseed(db: Db): void {
  db.pragma('foreign_keys = OFF')
  db.transaction(() => {
    for (const t of TABLES_IN_DELETE_ORDER) db.exec(`DELETE FROM ${t}`)
  })()
  db.pragma('foreign_keys = ON')
  seed(db)
  db.prepare("INSERT OR REPLACE INTO meta (chave, valor) VALUES ('schema', ?)").run(
    String(SCHEMA_VERSION),
  )
}

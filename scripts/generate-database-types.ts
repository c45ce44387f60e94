import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../server/stack/ports.ts'
import { startPostgres } from '../server/stack/postgres.ts'
import { DATABASE_TYPES_FILE, generateFromMigrations } from './database-types.ts'

/*
 * npm run db:types: applies every migration to a scratch database and writes src/lib/database.types.ts.
 * The scratch database lives on the server DATABASE_URL or TEST_DATABASE_URL names, or else on an
 * embedded PostgreSQL in a temporary folder. The stack suite fails while the committed file differs
 * from what this writes.
 */

async function onEmbedded(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elsy-types-'))
  try {
    // As root, embedded Postgres runs as the `postgres` user, which must be able to enter the folder.
    await chmod(dataDir, 0o755)
    const postgres = await startPostgres({ dataDir, port: await freePort(), log: (line) => console.error(line) })
    try {
      return await generateFromMigrations(postgres.url)
    } finally {
      await postgres.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
const types = serverUrl ? await generateFromMigrations(serverUrl) : await onEmbedded()
await writeFile(DATABASE_TYPES_FILE, types)
console.log(`Wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)} (${types.split('\n').length} lines)`)

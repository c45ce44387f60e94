import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../../supabase')

export interface MigrationReport {
  applied: string[]
  seeded: boolean
}

/**
 * Brings a database to the current schema the way the Supabase CLI does: the local bootstrap once
 * (an existing database gets what the bootstrap gained since instead), then every file of supabase/migrations in name order, each in its own transaction and recorded in
 * supabase_migrations.schema_migrations; then supabase/seed.sql and supabase/seeds/*.sql, only on a database that was just created.
 */
export async function migrate(databaseUrl: string, opts: { seed: boolean }): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const fresh = !(await hasSchema(client, 'auth'))
    await runFile(client, path.join(SUPABASE_DIR, fresh ? 'local/bootstrap.sql' : 'local/bootstrap-upgrades.sql'))
    await client.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, name text, statements text[], applied_at timestamptz default now());
      create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
    `)
    const done = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (row) => row.version,
      ),
    )
    const applied: string[] = []
    for (const file of await migrationFiles()) {
      const [version, ...rest] = path.basename(file, '.sql').split('_')
      if (done.has(version)) continue
      const sql = await readFile(file, 'utf8')
      await inTransaction(client, async () => {
        await client.query(sql)
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, rest.join('_'), [sql]],
        )
      })
      applied.push(path.basename(file))
    }
    const seeded = opts.seed && fresh ? await seed(client) : false
    return { applied, seeded }
  } finally {
    await client.end()
  }
}

async function migrationFiles(): Promise<string[]> {
  const dir = path.join(SUPABASE_DIR, 'migrations')
  const names = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort()
  return names.map((name) => path.join(dir, name))
}

/** The seed files in the order the Supabase CLI runs them (config.toml's sql_paths): seed.sql, then seeds/*.sql by name. */
async function seedFiles(): Promise<string[]> {
  const extra = await readdir(path.join(SUPABASE_DIR, 'seeds')).catch(() => [] as string[])
  return ['seed.sql', ...extra.filter((name) => name.endsWith('.sql')).sort().map((name) => `seeds/${name}`)]
}

async function seed(client: pg.Client): Promise<boolean> {
  const files: { name: string; sql: string }[] = []
  for (const name of await seedFiles()) {
    const sql = await readFile(path.join(SUPABASE_DIR, name), 'utf8').catch(() => null)
    if (sql !== null) files.push({ name, sql })
  }
  if (files.length === 0) return false
  // One transaction for all of them: a seed that fails halfway leaves no half-seeded database behind.
  await inTransaction(client, async () => {
    for (const { name, sql } of files) {
      await client.query(sql)
      await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        `supabase/${name}`,
        createHash('sha256').update(sql).digest('hex'),
      ])
    }
  })
  return true
}

async function runFile(client: pg.Client, file: string): Promise<void> {
  const sql = await readFile(file, 'utf8')
  await inTransaction(client, () => client.query(sql).then(() => undefined))
}

async function hasSchema(client: pg.Client, name: string): Promise<boolean> {
  const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [name])
  return rows.length > 0
}

async function inTransaction(client: pg.Client, work: () => Promise<void>): Promise<void> {
  await client.query('begin')
  try {
    await work()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

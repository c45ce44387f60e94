import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { DATABASE_TYPES_FILE, generateFromMigrations } from '../../scripts/database-types.ts'
import { stack } from './support'

// The same file on embedded PostgreSQL and on PostgreSQL 15: the generator sees only the migrations'
// schema (pgcrypto, the one part that differs between versions, is kept out of "public").
test('the committed database types are what the migrations generate', async () => {
  const [generated, committed] = await Promise.all([generateFromMigrations(stack().dbUrl), readFile(DATABASE_TYPES_FILE, 'utf8')])
  expect(committed, 'src/lib/database.types.ts is out of date with supabase/migrations: run `npm run db:types` and commit the result.').toBe(generated)
}, 60_000)

import type { ElsyDatabase } from './database'
import { getUserDatabase } from './user-database'
import { m } from '~/i18n/member'

/** The signed-in user's database, or a readable error for a write attempted while signed out. */
export function requireDatabase(): ElsyDatabase {
  const db = getUserDatabase()
  if (!db) throw new Error(m.outbox_sign_in_to_save())
  return db
}

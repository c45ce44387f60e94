import type { ElsyDatabase } from './database'
import { getUserDatabase } from './user-database'

/** The signed-in user's database, or a readable error for a write attempted while signed out. */
export function requireDatabase(): ElsyDatabase {
  const db = getUserDatabase()
  if (!db) throw new Error('Please sign in to save changes.')
  return db
}

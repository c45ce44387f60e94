import type { ElsyDatabase } from './database'
import { getUserDatabase, isVisitorDatabase } from './user-database'
import { said, WordsError } from '~/lib/words'

/** The signed-in user's database, or a refusal in words for a write attempted while signed out. */
export function requireDatabase(): ElsyDatabase {
  const db = getUserDatabase()
  // A visitor's device keeps the public courts only: booking asks them to sign in first.
  if (!db || isVisitorDatabase(db)) throw new WordsError(said('outbox_sign_in_to_save'))
  return db
}

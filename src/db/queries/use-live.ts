import { useLiveQuery } from 'dexie-react-hooks'
import type { ElsyDatabase } from '../database'
import { useUserDatabase } from '../user-database'

/**
 * A live query on the signed-in user's database: `undefined` while loading and while nobody is signed in,
 * and re-run when the database changes hands, so a screen never shows the previous user's rows.
 */
export function useUserLiveQuery<T>(query: (db: ElsyDatabase) => Promise<T>, deps: unknown[]): T | undefined {
  const db = useUserDatabase()
  return useLiveQuery(async () => (db ? query(db) : undefined), [db, ...deps])
}

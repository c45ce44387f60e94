import Dexie from 'dexie'
import { ElsyDatabase, databaseName } from './database'
import { getUserDatabase } from './user-database'

/**
 * How many of `userId`'s changes are not on the server yet (pending, in flight, conflict or failed) —
 * what the sign-out dialog warns about. Opens that user's database only if it exists and is not open.
 */
export async function countUnsynced(userId: string): Promise<number> {
  const open = getUserDatabase()
  if (open?.userId === userId) return open.outbox.where('status').anyOf('pending', 'inflight', 'conflict', 'failed').count()
  if (!(await Dexie.exists(databaseName(userId)))) return 0
  const db = new ElsyDatabase(userId)
  try {
    return await db.outbox.where('status').anyOf('pending', 'inflight', 'conflict', 'failed').count()
  } finally {
    db.close()
  }
}

import Dexie from 'dexie'
import { useSyncExternalStore } from 'react'
import { ElsyDatabase, databaseName } from './database'

/*
 * The app holds at most one open user database: the signed-in user's, or, for a visitor on the booking pages,
 * the visitor's (public data only: clubs, courts, slots and free cells). Nothing ever opens a user's database by
 * any other id than the verified session's user id, so another user's kept data is never read (see sign-out).
 */

/** The id of the visitor's database: never a user's (theirs are uuids). */
export const VISITOR_ID = 'visitor'

/** Whether `db` is the visitor's: it holds public data only, and nothing is ever queued in it. */
export function isVisitorDatabase(db: { userId: string } | null): boolean {
  return db?.userId === VISITOR_ID
}
let current: ElsyDatabase | null = null
const listeners = new Set<() => void>()

function emit() {
  listeners.forEach((l) => l())
}

/** The open database of the signed-in user, or null when signed out (or not yet opened). */
export function getUserDatabase(): ElsyDatabase | null {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The open database for React: queries re-run when the user (and so the database) changes. */
export function useUserDatabase(): ElsyDatabase | null {
  return useSyncExternalStore(subscribe, getUserDatabase, getUserDatabase)
}

/** Opens (creating if needed) the database of `userId`; closes another user's first. */
export async function openUserDatabase(userId: string): Promise<ElsyDatabase> {
  if (current?.userId === userId) return current
  if (current) closeUserDatabase()
  const db = new ElsyDatabase(userId)
  await db.open()
  current = db
  emit()
  return db
}

/** Closes the open database; live queries see `null` and render nothing of the last user. */
export function closeUserDatabase(): void {
  const db = current
  current = null
  emit()
  db?.close()
}

/** Deletes everything this device holds for `userId` (closing it first if it is open). */
export async function deleteUserDatabase(userId: string): Promise<void> {
  if (current?.userId === userId) closeUserDatabase()
  await Dexie.delete(databaseName(userId))
}

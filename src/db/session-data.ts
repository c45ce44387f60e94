import { deleteUserDatabase, closeUserDatabase, getUserDatabase } from './user-database'
import { ElsyDatabase } from './database'
import { countUnsynced } from './unsynced'
import { startSync, stopSync, syncNow } from './sync/engine'

/*
 * What happens to a user's local data at sign-out (shared tablet):
 * - default: the whole database `elsy-<userId>` is deleted.
 * - "Keep for my next sign-in": every store except the outbox is emptied (profile, bookings, wallet,
 *   clubs...), only unsettled outbox items stay, and the database is closed. The app opens a database
 *   only by the id of the session's verified user, and never lists databases, so the next person who
 *   signs in on this device gets their own, empty database and no screen, count or query can reach the
 *   kept one. When the same user signs in again, startSync opens it and sends the kept changes.
 *   Not encrypted at rest (not required): someone with devtools on the unlocked device could read it.
 */
async function keepOnlyOutbox(userId: string): Promise<void> {
  const db = getUserDatabase()?.userId === userId ? getUserDatabase()! : new ElsyDatabase(userId)
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      if (table.name !== 'outbox' && table.name !== 'meta') await table.clear()
    }
    await db.outbox.where('status').equals('done').delete()
    const seq = await db.meta.get('outboxSeq')
    await db.meta.clear()
    if (seq) await db.meta.put(seq)
    await db.meta.put({ key: 'kept', value: new Date().toISOString() })
  })
  if (getUserDatabase() === db) closeUserDatabase()
  else db.close()
}

/** Stops sync and removes (or, with keep, strips down to the outbox) the user's data on this device. */
export async function endUserSession(userId: string, opts: { keep?: boolean } = {}): Promise<void> {
  stopSync()
  if (opts.keep) await keepOnlyOutbox(userId)
  else await deleteUserDatabase(userId)
}

/**
 * The session ended without this tab's sign-out (signed out in another tab, or ended on the server): the data
 * goes the way a sign-out with nothing to ask leaves it. Everything synced: deleted. Changes not on the server
 * yet: nobody is here to ask, so only they are kept for the next sign-in, as "Keep for my next sign-in" does.
 * Runs after this tab's own sign-out too, where it finds the data already put away and changes nothing.
 */
export async function settleEndedSession(userId: string): Promise<void> {
  stopSync()
  if ((await countUnsynced(userId)) > 0) await keepOnlyOutbox(userId)
  else await deleteUserDatabase(userId)
}

/** Sign-out failed after the data was put away: sync again so the still signed-in user keeps working. */
export function resumeUserSession(userId: string): Promise<void> {
  return startSync(userId)
}

/**
 * "Wait for sync": sends what can be sent, for up to `timeoutMs`, and answers how many changes are still
 * not on the server (conflicts and failures never leave by waiting; offline, nothing does).
 */
export async function drainBeforeSignOut(userId: string, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await syncNow()
    const db = getUserDatabase()
    const waiting = db ? await db.outbox.where('status').anyOf('pending', 'inflight').count() : 0
    if (waiting === 0 || Date.now() > deadline || !navigator.onLine) return countUnsynced(userId)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

export { countUnsynced }

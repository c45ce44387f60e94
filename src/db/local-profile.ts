import { isProfile, type Profile } from '~/lib/session/profile'
import { openUserDatabase } from './user-database'

export interface LocalProfile {
  profile: Profile
  /** A profile edit made on this device has not reached the server yet: the local copy is the truth. */
  pendingEdit: boolean
}

/**
 * The signed-in user's profile as last synced (with any edit queued on this device applied), so the
 * app knows who is signed in without the network: offline, on a cold start, or before the server answers.
 * Only ever called with the verified session's user id (see user-database.ts).
 */
export async function readLocalProfile(userId: string): Promise<LocalProfile | null> {
  try {
    const db = await openUserDatabase(userId)
    const [row, pending] = await db.transaction('r', [db.profile, db.outbox], async () => [
      await db.profile.get(userId),
      await db.outbox.where('kind').equals('profile').filter((item) => item.status !== 'done').count(),
    ] as const)
    return isProfile(row) ? { profile: row, pendingEdit: pending > 0 } : null
  } catch (error) {
    // No IndexedDB (private mode, quota): the network copy still works.
    console.warn('Could not read the local profile', error)
    return null
  }
}

import { isProfile, type Profile } from '~/lib/session/profile'
import { operationOf, readUnsettled } from './operations/registry'
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
    const [row, unsettled] = await db.transaction('r', [db.profile, db.outbox], async () => [await db.profile.get(userId), await readUnsettled(db)] as const)
    const pendingEdit = unsettled.some((item) => operationOf(item)?.overlay?.profile !== undefined)
    return isProfile(row) ? { profile: row, pendingEdit } : null
  } catch (error) {
    // No IndexedDB (private mode, quota): the network copy still works.
    console.warn('Could not read the local profile', error)
    return null
  }
}

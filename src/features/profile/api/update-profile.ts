import { queueProfileUpdate } from '~/db/operations/profile'
import { getUserDatabase } from '~/db/user-database'
import { errorText, sayWords } from '~/i18n/server-words'
import { m } from '~/i18n/member'

/** How long the dialog waits for the server before saying the edit will sync later. */
const WAIT_FOR_SERVER_MS = 4000

export type UpdateProfileResult =
  | { error: null; synced: true }
  /** Saved on this device and queued (offline, or the server is slow): it will sync by itself. */
  | { error: null; synced: false }
  /** Refused: `conflict` when the server's profile changed after this edit was made (kept in the outbox). */
  | { error: string; synced: false; conflict?: boolean }

/**
 * Saves the user's names through the outbox: written locally and queued in one transaction, then sent
 * (RLS lets a user update only their own row, never role or e-mail). Waits briefly for the answer so an
 * online edit still reports success or the server's refusal, e.g. a stale edit from another device.
 */
export async function updateProfile(
  userId: string,
  names: { first_name: string; last_name: string },
): Promise<UpdateProfileResult> {
  try {
    const db = getUserDatabase()
    if (!db || db.userId !== userId) return { error: m.profile_sign_in_again(), synced: false }
    const { outboxId } = await queueProfileUpdate(names)
    const deadline = Date.now() + WAIT_FOR_SERVER_MS
    while (Date.now() < deadline) {
      const item = await db.outbox.get(outboxId)
      if (!item || item.status === 'done') return { error: null, synced: true }
      if (item.status === 'conflict' || item.status === 'failed') {
        return { error: sayWords(item.lastError) ?? m.profile_not_saved(), synced: false, conflict: item.status === 'conflict' }
      }
      if (!navigator.onLine) break
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    return { error: null, synced: false }
  } catch (err) {
    return { error: errorText(err, String(err)), synced: false }
  }
}

import { supabase } from '~/lib/supabase'
import { sessionStore } from '~/db/session-store'
import { notify } from '~/lib/toast'
import { askBeforeSignOut } from '../sign-out-prompt'
import { m } from '~/i18n/public'

// The local-data code (Dexie) loads on demand: the logout button sits on the landing page.
const sessionData = () => import('~/db/session-data')

/**
 * Signs the user out of this device: stop sync, close live queries, delete this user's local data (or keep
 * only their unsent changes, see src/db/session-data.ts), then end the session. `local` scope drops the
 * session on this device first, so an offline tablet is signed out too; only a session that is still here
 * afterwards counts as "Sign out failed" (docs/product.md §4.3, §8). Returns whether the user is signed out.
 */
export async function signOut(opts: { keepUnsynced?: boolean } = {}): Promise<boolean> {
  const userId = sessionStore.getSnapshot().user?.id ?? null
  const data = userId ? await sessionData() : null
  if (userId && data) {
    try {
      await data.endUserSession(userId, { keep: opts.keepUnsynced })
    } catch (err) {
      console.warn('Could not remove local data', err)
    }
  }
  const { error } = await supabase.auth.signOut({ scope: 'local' })
  if (error) {
    const { data: still } = await supabase.auth.getSession()
    if (still.session) {
      notify.error(m.site_sign_out_failed(), error.message)
      if (userId && data) void data.resumeUserSession(userId)
      return false
    }
  }
  return true
}

/** Logout buttons: straight out when everything is synced, otherwise ask first (shared-tablet dialog). */
export async function confirmAndSignOut(): Promise<boolean> {
  const userId = sessionStore.getSnapshot().user?.id
  if (!userId) return signOut()
  let unsynced = 0
  try {
    unsynced = await (await sessionData()).countUnsynced(userId)
  } catch {
    // Local data unreadable: nothing we could warn about; signing out still works.
  }
  if (unsynced === 0) return signOut()
  return askBeforeSignOut(userId, unsynced)
}

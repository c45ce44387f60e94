import { useEffect, useState } from 'react'
import { useUserDatabase } from '~/db/user-database'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/auth'

/** The login toast of docs/product.md §4.2, for a player who has signed in before. */
export const welcomeBack = () => ({ title: m.signin_welcome_title(), description: m.signin_welcome_back() })
/** A player's very first sign-in (typically right after confirming the e-mail): nothing to come back to. */
export const welcomeFirst = () => ({ title: m.signin_welcome_title(), description: m.signin_welcome_first() })

/** Whether the session's sign-in was the account's first ever; null when the server cannot tell. */
async function askFirstSignIn(): Promise<boolean | null> {
  try {
    const { data, error } = await supabase.rpc('first_sign_in')
    return error || typeof data !== 'boolean' ? null : data
  } catch {
    return null
  }
}

/**
 * The toast for the sign-in that just happened: the database keeps the sign-in time from before this one
 * (public.first_sign_in()). When it cannot tell (offline, an error), the usual "Welcome back!" (docs/product.md §4.2) stands.
 */
export async function welcomeToast(): Promise<{ title: string; description: string }> {
  return (await askFirstSignIn()) === true ? welcomeFirst() : welcomeBack()
}

/** Meta key: the server once said this account had signed in before (true for good: it never becomes false). */
const SIGNED_IN_BEFORE_KEY = 'signedInBefore'

/**
 * Whether the current session is the account's first sign-in, for the dashboard's greeting. A "signed in before"
 * answer is kept on the device, so a returning player offline is still welcomed back; a first one is not kept
 * (the next sign-in is not a first). Null while unknown.
 */
export function useFirstSignIn(): boolean | null {
  const db = useUserDatabase()
  const [answer, setAnswer] = useState<{ userId: string; first: boolean } | null>(null)
  useEffect(() => {
    if (!db) return
    let live = true
    const settle = (first: boolean) => {
      if (live) setAnswer({ userId: db.userId, first })
    }
    void (async () => {
      const kept = await db.meta.get(SIGNED_IN_BEFORE_KEY).catch(() => undefined)
      if (kept?.value === true) return settle(false)
      const first = await askFirstSignIn()
      if (first === null) return
      if (!first) await db.meta.put({ key: SIGNED_IN_BEFORE_KEY, value: true }).catch(() => undefined)
      settle(first)
    })()
    return () => {
      live = false
    }
  }, [db])
  return answer && answer.userId === db?.userId ? answer.first : null
}

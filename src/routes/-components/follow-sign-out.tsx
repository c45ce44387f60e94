import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSession } from '~/db/use-session'

// The layouts whose pages need a signed-in user (their beforeLoad guards run only on navigation).
const SIGNED_IN_LAYOUTS: ReadonlySet<string> = new Set(['/_member', '/_admin', '/_club-owner', '/_country-owner'])

/**
 * A session can end without this tab doing anything: signed out in another tab (supabase-js tells every tab),
 * or ended on the server. A signed-in page left on screen would show a nameless user and data that never
 * arrives, so the tab goes home as a sign-out here does. Public pages just re-render as signed out.
 */
export function FollowSignOut(): null {
  const router = useRouter()
  const signedIn = useSession().user !== null
  const was = useRef(signedIn)
  useEffect(() => {
    const ended = was.current && !signedIn
    was.current = signedIn
    if (!ended) return
    if (router.state.matches.some((match) => SIGNED_IN_LAYOUTS.has(match.routeId))) {
      void router.navigate({ to: '/', replace: true })
    }
  }, [signedIn, router])
  return null
}

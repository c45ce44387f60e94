import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { supabase } from '~/lib/supabase'

/**
 * For pages whose changes need two-step sign-in (a super admin's role changes and bans): says so, with the way to
 * Settings, while the account has no confirmed authenticator app. The database refuses those changes anyway; this
 * tells the admin before they fill in a form. A session with an app but no code never gets here (the guard).
 */
export function TwoStepNote({ what }: { what: string }) {
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    let live = true
    void supabase.auth.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
      if (live && data) setMissing(data.nextLevel !== 'aal2')
    })
    return () => {
      live = false
    }
  }, [])
  if (!missing) return null
  return (
    <p role="status" className={css({ mb: '4', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg', textStyle: 'sm' })}>
      {what} need two-step sign-in.{' '}
      <Link to="/settings" className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
        Set it up in Settings
      </Link>{' '}
      first.
    </p>
  )
}

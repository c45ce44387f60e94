import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { sessionStore } from '~/db/session-store'
import { landingAddress, landingAddressHandled } from '~/lib/landing-address'
import { notify } from '~/lib/toast'
import { openLinkSession } from '../api/link-session'
import { isExpiredLink, readAuthLink, withoutLinkParams, type AuthLink } from '../auth-link'
import { signedInLanding } from '../landing'
import { LoginForm } from './login-form'
import { m } from '~/i18n/auth'

type Landing = 'opening' | 'signed-in' | 'confirmed' | 'expired' | 'failed' | 'none'

/**
 * Where the link lands. The e-mail is confirmed as soon as /verify answers with a code or a session:
 * signed in when this browser can use it (the one that signed up holds the PKCE verifier), otherwise
 * asked to log in.
 */
async function land(link: AuthLink): Promise<Landing> {
  if (link.kind === 'error') return isExpiredLink(link) ? 'expired' : 'failed'
  if (link.kind === 'session') {
    // Only a sign-up confirmation belongs here; any other session in the address is dropped unused.
    if (link.type !== 'signup') return 'none'
    return (await openLinkSession(link)).error === null ? 'signed-in' : 'confirmed'
  }
  if (link.kind === 'code') {
    // supabase-js exchanged the code while starting, if it could; ready() waits for that.
    const { user } = await sessionStore.ready()
    return user ? 'signed-in' : 'confirmed'
  }
  return 'none'
}

/**
 * The /login page's form, and what a sign-up confirmation link (sign-up and resend send it here)
 * brought with it: the player signed in, or told the e-mail is confirmed, or that the link is spent
 * with a way to get a new one. The code, tokens or error leave the address bar at once.
 */
export function ConfirmationLanding({ redirect }: { redirect?: string }) {
  const router = useRouter()
  // Read once (StrictMode runs effects twice), from the address the app opened at: supabase-js may
  // have taken the code out of the address bar already.
  const [link] = useState(() => readAuthLink(landingAddress('/login') ?? ''))
  const [landing, setLanding] = useState<Landing>(link.kind === 'none' ? 'none' : 'opening')

  useEffect(() => {
    landingAddressHandled()
    if (link.kind === 'none') return
    let cancelled = false
    window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href))
    void land(link).then(async (next) => {
      if (cancelled) return
      if (next !== 'signed-in') {
        setLanding(next)
        return
      }
      setLanding('signed-in')
      // Let the session store take in the user first, or the area's guard sends them back here.
      const session = await sessionStore.whenSettled()
      if (cancelled) return
      notify.success(m.signin_email_confirmed(), m.signin_welcome_first())
      // Replace: going back must not return to the landing address.
      router.history.replace(signedInLanding(session, redirect))
    })
    return () => {
      cancelled = true
    }
  }, [link, redirect, router])

  if (landing === 'opening' || landing === 'signed-in') return <p role="status">{m.signin_confirming()}</p>
  if (landing === 'expired') return <LoginForm redirect={redirect} initialError={m.signin_expired_confirmation()} />
  if (landing === 'failed') {
    const reason = link.kind === 'error' && link.description ? link.description : ''
    return (
      <LoginForm
        redirect={redirect}
        initialError={reason ? m.signin_failed_confirmation_reason({ reason }) : m.signin_failed_confirmation()}
      />
    )
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {landing === 'confirmed' ? (
        <div
          role="status"
          className={css({
            borderWidth: '1px',
            borderColor: 'border.default',
            bg: 'bg.subtle',
            borderRadius: 'l2',
            p: '3',
            textStyle: 'sm',
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
          })}
        >
          <p className={css({ fontWeight: 'semibold' })}>{m.signin_email_confirmed()}</p>
          <p>{m.signin_confirmed_text()}</p>
        </div>
      ) : null}
      <LoginForm redirect={redirect} />
    </div>
  )
}

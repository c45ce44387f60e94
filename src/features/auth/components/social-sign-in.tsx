import { useEffect, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import { readEnabledProviders, signInWithProvider, type SocialProvider } from '../api/sign-in-with-provider'
import { PROVIDER_MARKS } from './provider-marks'
import { m } from '~/i18n/auth'

const PROVIDERS: { id: SocialProvider; label: () => string }[] = [
  { id: 'google', label: () => m.signin_continue_google() },
  { id: 'linkedin_oidc', label: () => m.signin_continue_linkedin() },
  { id: 'facebook', label: () => m.signin_continue_facebook() },
]

export interface SocialSignInProps {
  /** Disables the buttons, e.g. while the registration form is submitting. */
  disabled?: boolean
  onPendingChange?: (pending: boolean) => void
  /** Shown under the buttons when there are any ("Or continue with"). */
  after?: ReactNode
}

/**
 * A full-width button for each provider the auth service has set up (none while it is asked, or when it cannot be
 * reached: a button that can only fail is not offered); while one runs all are disabled and it shows a spinner.
 */
export function SocialSignIn({ disabled, onPendingChange, after }: SocialSignInProps) {
  const [pending, setPending] = useState<SocialProvider | null>(null)
  const [enabled, setEnabled] = useState<SocialProvider[]>([])
  useEffect(() => {
    let live = true
    void readEnabledProviders().then((providers) => live && setEnabled(providers ?? []))
    return () => {
      live = false
    }
  }, [])
  const shown = PROVIDERS.filter((p) => enabled.includes(p.id))

  async function start(provider: SocialProvider) {
    setPending(provider)
    onPendingChange?.(true)
    const { error } = await signInWithProvider(provider)
    // On success the browser is already leaving for the provider; keep the spinner until it does.
    if (error !== null) {
      notify.error(m.signin_login_failed(), error)
      setPending(null)
      onPendingChange?.(false)
    }
  }

  if (shown.length === 0) return null
  return (
    <>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {shown.map((p) => (
          <Button
            key={p.id}
            variant="outline"
            className={css({ width: '100%' })}
            disabled={disabled || (pending !== null && pending !== p.id)}
            loading={pending === p.id}
            onClick={() => void start(p.id)}
          >
            {pending === p.id ? null : <ProviderMark provider={p.id} />}
            {p.label()}
          </Button>
        ))}
      </div>
      {after}
    </>
  )
}

/** The provider's mark beside its name (the name alone is the button's accessible name). */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  const Mark = PROVIDER_MARKS[provider]
  return <Mark />
}

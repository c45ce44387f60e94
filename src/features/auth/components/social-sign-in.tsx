import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import { signInWithProvider, type SocialProvider } from '../api/sign-in-with-provider'
import { PROVIDER_MARKS } from './provider-marks'
import { m } from '~/i18n/auth'

const PROVIDERS: { id: SocialProvider; label: () => string }[] = [
  { id: 'google', label: () => m.signin_continue_google() },
  { id: 'linkedin_oidc', label: () => m.signin_continue_linkedin() },
  { id: 'facebook', label: () => m.signin_continue_facebook() },
]

export interface SocialSignInProps {
  /** Disables all three, e.g. while the registration form is submitting. */
  disabled?: boolean
  onPendingChange?: (pending: boolean) => void
}

/** Three full-width provider buttons; while one runs all are disabled and it shows a spinner. */
export function SocialSignIn({ disabled, onPendingChange }: SocialSignInProps) {
  const [pending, setPending] = useState<SocialProvider | null>(null)

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

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {PROVIDERS.map((p) => (
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
  )
}

/** The provider's mark beside its name (the name alone is the button's accessible name). */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  const Mark = PROVIDER_MARKS[provider]
  return <Mark />
}

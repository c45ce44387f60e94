import { useState } from 'react'
import { css } from 'styled-system/css'
import { notify } from '~/lib/toast'
import { resendConfirmation } from '../api/resend-confirmation'
import { isEmailIdentifier } from '../schemas/login'

const USE_EMAIL = 'Please use your email address to resend confirmation'

/** The "Email not confirmed" hint with its resend link (spec: login dialog). */
export function ResendConfirmation({
  getIdentifier,
  onError,
}: {
  /** Read at click time: the user may have corrected the field since the error. */
  getIdentifier: () => string
  onError: (message: string) => void
}) {
  const [sending, setSending] = useState(false)

  async function resend() {
    const email = getIdentifier().trim()
    // A username cannot be turned into an address here without leaking it (see resolve-login).
    if (!isEmailIdentifier(email)) {
      notify.error(USE_EMAIL)
      onError(USE_EMAIL)
      return
    }
    setSending(true)
    const { error } = await resendConfirmation(email)
    setSending(false)
    if (error !== null) notify.error('Failed to resend confirmation', error)
    else notify.success('Confirmation email sent', 'Please check your inbox for the confirmation link.')
  }

  return (
    <>
      <p>Email not confirmed? Click below to resend the confirmation email.</p>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        aria-busy={sending || undefined}
        className={css({
          alignSelf: 'flex-start',
          color: 'fg.default',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          cursor: 'pointer',
          borderRadius: 'l1',
          _disabled: { opacity: 0.6, cursor: 'progress' },
          _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
        })}
      >
        Resend confirmation email
      </button>
    </>
  )
}

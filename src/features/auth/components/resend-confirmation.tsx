import { useState } from 'react'
import { css } from 'styled-system/css'
import { notify } from '~/lib/toast'
import { resendConfirmation } from '../api/resend-confirmation'
import { isEmailIdentifier } from '../schemas/login'
import { m } from '~/i18n/auth'

/** The "Email not confirmed" hint with its resend link (docs/product.md §2.7). */
export function ResendConfirmation({
  getIdentifier,
  onError,
  onSent,
  hint = true,
}: {
  /** Read at click time: the user may have corrected the field since the error. */
  getIdentifier: () => string
  onError: (message: string) => void
  /** The e-mail went: the refusal above is no longer the news (the toast says it was sent). */
  onSent: () => void
  /** "Email not confirmed?": off where the message above already says what to do (a spent confirmation link). */
  hint?: boolean
}) {
  const [sending, setSending] = useState(false)

  async function resend() {
    const email = getIdentifier().trim()
    // A username cannot be turned into an address here without leaking it (see resolve-login).
    if (!isEmailIdentifier(email)) {
      notify.error(m.signin_use_email())
      onError(m.signin_use_email())
      return
    }
    setSending(true)
    const { error } = await resendConfirmation(email)
    setSending(false)
    if (error !== null) notify.error(m.signin_resend_failed(), error)
    else {
      notify.success(m.signin_resend_sent_title(), m.signin_resend_sent_description())
      onSent()
    }
  }

  return (
    <>
      {hint ? <p>{m.signin_resend_hint()}</p> : null}
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
        {m.signin_resend_button()}
      </button>
    </>
  )
}

import { Form, useForm, valiForm } from '@modular-forms/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { landingAddress, landingAddressHandled } from '~/lib/landing-address'
import { notify } from '~/lib/toast'
import { updatePassword } from '../api/update-password'
import { openLogin } from '../auth-dialog-state'
import { isExpiredLink, readAuthLink, withoutLinkParams, type AuthLink } from '../auth-link'
import { useSignalValue } from '~/components/form/use-signal-value'
import { ResetPasswordSchema } from '../schemas/reset-password'
import { passwordRulesHint } from '../schemas/password'
import { sessionStore } from '~/db/session-store'
import { useSession } from '~/db/use-session'
import { ForgotPasswordForm } from './forgot-password-dialog'
import { signedInLanding } from '../landing'
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields'
import { m } from '~/i18n/auth'

type ResetValues = NewPasswordValues

/**
 * The /reset-password page content. supabase-js turns the recovery link into a session while the
 * app starts (PASSWORD_RECOVERY); until then there is nobody to set a password for. A link the auth service
 * refused (spent, over an hour old: `error_code=otp_expired` in the query or the fragment) says so, whoever
 * is signed in on this device, and offers a new link on the spot.
 */
export function ResetPasswordForm() {
  const { user, loading } = useSession()
  // Read once, from the address the app opened at; the error leaves the address bar at once.
  const [link] = useState<AuthLink>(() => readAuthLink(landingAddress('/reset-password') ?? ''))
  useEffect(() => {
    landingAddressHandled()
    if (link.kind === 'error') window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href))
  }, [link])

  if (link.kind === 'error') {
    const reason = isExpiredLink(link)
      ? m.password_expired_reset()
      : link.description
        ? m.password_unusable_reset_reason({ reason: link.description })
        : m.password_unusable_reset()
    return <NewLinkOffer message={reason} />
  }
  if (loading) return <p role="status">{m.password_checking_link()}</p>
  if (!user) return <NewLinkOffer message={m.password_invalid_reset()} />
  return <NewPasswordForm />
}

/** Why the link did not work, and the forgot-password form to mail a new one. */
function NewLinkOffer({ message }: { message: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
        {message}
      </p>
      <ForgotPasswordForm onBack={() => openLogin()} />
    </div>
  )
}

function NewPasswordForm() {
  const router = useRouter()
  const [form] = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: valiForm(ResetPasswordSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const [error, setError] = useState<string | null>(null)

  async function submit(values: ResetValues) {
    const { password } = v.parse(ResetPasswordSchema, values)
    setError(null)
    const result = await updatePassword(password)
    if (result.error !== null) {
      notify.error(m.password_error(), m.password_update_failed())
      setError(result.error)
      return
    }
    notify.success(m.password_updated_title(), m.password_updated_description())
    router.history.push(signedInLanding(sessionStore.getSnapshot()))
  }

  return (
    <Form of={form} onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'sm' })}>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <NewPasswordFields
        form={form}
        disabled={submitting}
        helperText={passwordRulesHint()}
      />
      <Button type="submit" loading={submitting} loadingText={m.password_saving()}>
        {m.password_set_new()}
      </Button>
    </Form>
  )
}

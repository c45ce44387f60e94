import { Form, useForm, valiForm } from '@modular-forms/react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import { updatePassword } from '../api/update-password'
import { openForgotPassword } from '../auth-dialog-state'
import { useSignalValue } from '~/components/form/use-signal-value'
import { ResetPasswordSchema } from '../schemas/reset-password'
import { PASSWORD_RULES_HINT } from '../schemas/password'
import { sessionStore } from '~/db/session-store'
import { useSession } from '~/db/use-session'
import { signedInLanding } from '../landing'
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields'

type ResetValues = NewPasswordValues

/**
 * The /reset-password page content. supabase-js turns the recovery link into a session while the
 * app starts (PASSWORD_RECOVERY); until then there is nobody to set a password for.
 */
export function ResetPasswordForm() {
  const { user, loading } = useSession()
  if (loading) return <p role="status">Checking your reset link...</p>
  if (!user) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
        <p>This password reset link is invalid or has expired.</p>
        <Button onClick={() => openForgotPassword()}>Send a new link</Button>
      </div>
    )
  }
  return <NewPasswordForm />
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
      notify.error('Error', 'Failed to update password. Please try again.')
      setError(result.error)
      return
    }
    notify.success('Password updated', 'Your password has been updated successfully.')
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
        helperText={PASSWORD_RULES_HINT}
      />
      <Button type="submit" loading={submitting} loadingText="Saving...">
        Set new password
      </Button>
    </Form>
  )
}

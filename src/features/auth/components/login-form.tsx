import { Field, Form, getValue, useForm, valiForm } from '@modular-forms/react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import { loginErrorToast, USER_NOT_FOUND } from '../api/login-errors'
import { signInWithIdentifier } from '../api/resolve-login'
import { needsSecondStep } from '../api/two-factor'
import { welcomeToast } from '../api/welcome'
import { openForgotPassword, openJoin, safeRedirect } from '../auth-dialog-state'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { LoginSchema } from '../schemas/login'
import { signedInLanding } from '../landing'
import { sessionStore } from '~/db/session-store'
import { OrDivider } from './or-divider'
import { ResendConfirmation } from './resend-confirmation'
import { SocialSignIn } from './social-sign-in'
import { m } from '~/i18n/auth'

type LoginValues = { identifier: string; password: string }

export interface LoginFormProps {
  /** Where to go after signing in; anything but a same-origin path is ignored (default: the user's area, see landing.ts). */
  redirect?: string
  /** Called after a successful sign-in, before navigating (the dialog closes itself here). */
  onSuccess?: () => void
  /** A problem to show from the start, with the resend-confirmation action (a spent confirmation link). */
  initialError?: string
}

/** E-mail-or-username sign-in, used by the login dialog and the /login page. */
export function LoginForm({ redirect, onSuccess, initialError }: LoginFormProps) {
  const router = useRouter()
  const [form] = useForm<LoginValues>({
    initialValues: { identifier: '', password: '' },
    validate: valiForm(LoginSchema),
  })
  const submitting = useSignalValue(form.submitting)
  // A spent confirmation link's message says what to do itself: its resend link comes without the hint.
  const [error, setError] = useState<{ message: string; unconfirmed: boolean; hint?: boolean } | null>(
    initialError ? { message: initialError, unconfirmed: true, hint: false } : null,
  )

  async function submit(values: LoginValues) {
    const { identifier, password } = v.parse(LoginSchema, values)
    setError(null)
    const result = await signInWithIdentifier(identifier, password)
    if (result.ok) {
      // Let the session store take in the new user first, or the target's guard sends us back here.
      const session = await sessionStore.whenSettled()
      const target = safeRedirect(redirect)
      if (await needsSecondStep()) {
        // An authenticator app is on the account: the code comes before "welcome back".
        onSuccess?.()
        await router.navigate({ to: '/two-step', search: target ? { redirect: target } : {} })
        return
      }
      const welcome = await welcomeToast()
      notify.success(welcome.title, welcome.description)
      onSuccess?.()
      router.history.push(signedInLanding(session, target))
      return
    }
    if (result.reason === 'user_not_found') {
      notify.error(USER_NOT_FOUND.title, USER_NOT_FOUND.description)
      setError({ message: USER_NOT_FOUND.description, unconfirmed: false })
      return
    }
    const toast = loginErrorToast(result.message)
    notify.error(toast.title, toast.description)
    // The box says what the toast says: the app's words for a refusal it knows, the service's own only for one it does not.
    setError({ message: toast.description, unconfirmed: toast.unconfirmed })
  }

  return (
    <Form of={form} onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <SocialSignIn disabled={submitting} after={<OrDivider>{m.join_or_continue()}</OrDivider>} />
      {error ? (
        <div
          role="alert"
          className={css({
            borderWidth: '1px',
            borderColor: 'border.error',
            bg: 'red.subtle.bg',
            color: 'red.subtle.fg',
            borderRadius: 'l2',
            p: '3',
            textStyle: 'sm',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
          })}
        >
          <p>{error.message}</p>
          {error.unconfirmed ? (
            <ResendConfirmation
              getIdentifier={() => getValue(form, 'identifier') ?? ''}
              hint={error.hint ?? true}
              onError={(message) => setError({ message, unconfirmed: true, hint: error.hint })}
              onSent={() => setError(null)}
            />
          ) : null}
        </div>
      ) : null}
      <Field of={form} name="identifier">
        {(store, props) => (
          <TextField store={store} props={props} label={m.signin_identifier_label()} autoComplete="username" required disabled={submitting} />
        )}
      </Field>
      <Field of={form} name="password">
        {(store, props) => (
          <TextField
            store={store}
            props={props}
            label={m.signin_password_label()}
            type="password"
            autoComplete="current-password"
            required
            disabled={submitting}
          />
        )}
      </Field>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '-2' })}>
        <Button variant="ghost" size="sm" onClick={() => openForgotPassword()} disabled={submitting}>
          {m.signin_forgot()}
        </Button>
      </div>
      <Button type="submit" loading={submitting} loadingText={m.signin_logging_in()} className={css({ width: '100%' })}>
        {m.signin_login()}
      </Button>
      <p className={css({ textStyle: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        {m.signin_new_here()}{' '}
        <Button variant="ghost" size="sm" onClick={() => openJoin({ redirect })} disabled={submitting}>
          {m.signin_join()}
        </Button>
      </p>
    </Form>
  )
}

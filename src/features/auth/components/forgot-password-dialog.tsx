import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { requestPasswordReset } from '../api/request-password-reset'
import { closeAuthDialogs, openForgotPassword, openLogin, useAuthDialogs } from '../auth-dialog-state'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { ForgotPasswordSchema } from '../schemas/forgot-password'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { m } from '~/i18n/auth'

/** Asks for an e-mail and mails a reset link. */
export function ForgotPasswordDialog() {
  const { open, redirect } = useAuthDialogs()
  return (
    <Dialog.Root open={open === 'forgot-password'} onOpenChange={(e) => (e.open ? openForgotPassword() : closeAuthDialogs())}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.password_forgot_title()}</Dialog.Title>
            <Dialog.Description>{m.password_forgot_description()}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <ForgotPasswordForm onBack={() => openLogin({ redirect })} />
          </Dialog.Body>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

/** The e-mail form that mails a reset link: in the dialog, and on /reset-password when a link has expired. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [form] = useForm<{ email: string }>({ initialValues: { email: '' }, validate: valiForm(ForgotPasswordSchema) })
  const submitting = useSignalValue(form.submitting)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(values: { email: string }) {
    const { email } = v.parse(ForgotPasswordSchema, values)
    setError(null)
    const result = await requestPasswordReset(email)
    if (result.error !== null) setError(result.error)
    else setSent(true)
  }

  if (sent) {
    // The same words whether or not the address has an account: this form must not reveal who is a member.
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p role="status">{m.password_forgot_sent()}</p>
        <Button variant="outline" onClick={onBack}>
          {m.password_back_to_login()}
        </Button>
      </div>
    )
  }

  return (
    <Form of={form} onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <Field of={form} name="email">
        {(store, props) => (
          <TextField store={store} props={props} label={m.password_email()} type="email" autoComplete="email" required disabled={submitting} />
        )}
      </Field>
      <Button type="submit" loading={submitting} loadingText={m.password_sending()}>
        {m.password_send_link()}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={submitting}>
        {m.password_back_to_login()}
      </Button>
    </Form>
  )
}

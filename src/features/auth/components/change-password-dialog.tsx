import { Form, useForm, valiForm } from '@modular-forms/react'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { updatePassword } from '../api/update-password'
import { useSignalValue } from '~/components/form/use-signal-value'
import { notify } from '~/lib/toast'
import { ChangePasswordSchema } from '../schemas/change-password'
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/auth'
import { WithAuthWords } from './with-auth-words'

type PasswordValues = NewPasswordValues

export function ChangePasswordDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <WithAuthWords>
      <PasswordDialog {...props} />
    </WithAuthWords>
  )
}

function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.password_change_title()}</Dialog.Title>
            <Dialog.Description>{m.password_change_description()}</Dialog.Description>
          </Dialog.Header>
          <ChangePasswordForm onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = useForm<PasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: valiForm(ChangePasswordSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const [serverError, setServerError] = useState<string | null>(null)

  async function submit(values: PasswordValues) {
    const { password } = v.parse(ChangePasswordSchema, values)
    setServerError(null)
    const { error } = await updatePassword(password)
    if (error !== null) {
      notify.error(m.password_error(), m.password_update_failed())
      // The toast is the one docs/product.md §8 names; the reason (e.g. "same as the old password") helps the user fix it.
      setServerError(error)
      return
    }
    notify.success(m.password_updated_title(), m.password_updated_description())
    onDone()
  }

  return (
    <Form of={form} onSubmit={submit}>
      <Dialog.Body>
        {serverError ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {serverError}
          </p>
        ) : null}
        <NewPasswordFields form={form} disabled={submitting} />
      </Dialog.Body>
      <DialogFormFooter busy={submitting} loadingText={m.password_updating()}>
        {m.password_update()}
      </DialogFormFooter>
    </Form>
  )
}

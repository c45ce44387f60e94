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

type PasswordValues = NewPasswordValues

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Change Password</Dialog.Title>
            <Dialog.Description>Choose a new password for your account.</Dialog.Description>
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
      notify.error('Error', 'Failed to update password. Please try again.')
      // The toast is the spec's; the reason (e.g. "same as the old password") helps the user fix it.
      setServerError(error)
      return
    }
    notify.success('Password updated', 'Your password has been updated successfully.')
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
      <DialogFormFooter busy={submitting} loadingText="Updating...">
        Update password
      </DialogFormFooter>
    </Form>
  )
}

import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { notify } from '~/lib/toast'
import { changeEmail } from '../api/change-email'
import { changeEmailSchema } from '../schemas/change-email'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

type EmailValues = { email: string }

export function ChangeEmailDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.profile_change_email()}</Dialog.Title>
            <Dialog.Description>
              {m.profile_change_email_intro({ current })}
            </Dialog.Description>
          </Dialog.Header>
          <ChangeEmailForm current={current} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function ChangeEmailForm({ current, onDone }: { current: string; onDone: () => void }) {
  const schema = useMemo(() => changeEmailSchema(current), [current])
  const [form] = useForm<EmailValues>({ initialValues: { email: '' }, validate: valiForm(schema) })
  const submitting = useSignalValue(form.submitting)
  const [serverError, setServerError] = useState<string | null>(null)

  async function submit(values: EmailValues) {
    const { email } = v.parse(schema, values)
    setServerError(null)
    const { error } = await changeEmail(email)
    if (error !== null) {
      // Shown in the form: "already registered", "only request this after 1 second", a lost connection.
      setServerError(error)
      return
    }
    notify.success(m.profile_check_inboxes(), m.profile_check_inboxes_text({ current, email }))
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
        <Field of={form} name="email">
          {(store, props) => (
            <TextField store={store} props={props} label={m.profile_new_email()} type="email" autoComplete="email" required disabled={submitting} />
          )}
        </Field>
      </Dialog.Body>
      <DialogFormFooter busy={submitting} loadingText={m.profile_sending()}>
        {m.profile_send_links()}
      </DialogFormFooter>
    </Form>
  )
}

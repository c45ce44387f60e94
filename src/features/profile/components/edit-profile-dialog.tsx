import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { sessionStore } from '~/db/session-store'
import { notify } from '~/lib/toast'
import { updateProfile } from '../api/update-profile'
import type { Profile } from '~/lib/session/profile'
import { EditProfileSchema } from '../schemas/edit-profile'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

type EditValues = { first_name: string; last_name: string }

export interface EditProfileDialogProps {
  open: boolean
  onClose: () => void
  userId: string
  profile: Profile
}

export function EditProfileDialog({ open, onClose, userId, profile }: EditProfileDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.profile_edit()}</Dialog.Title>
            <Dialog.Description>{m.profile_edit_intro()}</Dialog.Description>
          </Dialog.Header>
          {/* Mounted only while open (lazyMount), so each opening starts from the saved names. */}
          <EditProfileForm userId={userId} profile={profile} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function EditProfileForm({ userId, profile, onDone }: { userId: string; profile: Profile; onDone: () => void }) {
  const [form] = useForm<EditValues>({
    initialValues: { first_name: profile.first_name ?? '', last_name: profile.last_name ?? '' },
    validate: valiForm(EditProfileSchema),
  })
  const submitting = useSignalValue(form.submitting)

  async function submit(values: EditValues) {
    const names = v.parse(EditProfileSchema, values)
    const result = await updateProfile(userId, names)
    if (result.error !== null) {
      // A stale edit is kept (see the sync status) with the server's explanation rather than the generic one.
      notify.error(m.profile_error(), 'conflict' in result && result.conflict ? result.error : m.profile_update_failed())
      return
    }
    if (!result.synced) {
      // Offline: the edit is saved on this device and waits in the outbox (the sync engine sends it later).
      notify.success(m.profile_updated(), m.profile_updated_offline())
      // The store prefers the device's copy while an edit waits, so every screen shows the new name now.
      await sessionStore.refreshProfile()
      onDone()
      return
    }
    notify.success(m.profile_updated(), m.profile_updated_text())
    // The original brief reloaded the page; re-reading the profile (docs/product.md §4.6) updates every screen without losing state.
    await sessionStore.refreshProfile()
    onDone()
  }

  return (
    <Form of={form} onSubmit={submit}>
      <Dialog.Body>
        <Field of={form} name="first_name">
          {(store, props) => (
            <TextField store={store} props={props} label={m.profile_first_name()} autoComplete="given-name" required disabled={submitting} />
          )}
        </Field>
        <Field of={form} name="last_name">
          {(store, props) => (
            <TextField store={store} props={props} label={m.profile_last_name()} autoComplete="family-name" required disabled={submitting} />
          )}
        </Field>
      </Dialog.Body>
      <DialogFormFooter busy={submitting} loadingText={m.profile_saving()} submitClassName={css({ minW: '24' })}>
        {m.profile_save_changes()}
      </DialogFormFooter>
    </Form>
  )
}

import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { Button } from '~/components/ui/button'
import { useSession } from '~/db/use-session'
import { RegistrationSchema } from '~/features/auth/schemas/registration'
import { updateProfile } from '~/features/profile/api/update-profile'
import { m } from '~/i18n/auth'

// The names as sign-up asks them: the same rules and messages, taken from the Join form's schema.
const NamesSchema = v.object({ firstName: RegistrationSchema.entries.firstName, lastName: RegistrationSchema.entries.lastName })
type NamesValues = { firstName: string; lastName: string }

/**
 * After the invited person chose their password: their first and last name, saved to their profile the way the
 * profile page saves them. An invitation is sent with an address only, so without this the new club owner's
 * account would have no name for staff, members and the audit log to show.
 */
export function InvitationNames({ onSaved }: { onSaved(): void }) {
  const { user, profile } = useSession()
  const [form] = useForm<NamesValues>({
    initialValues: { firstName: profile?.first_name ?? '', lastName: profile?.last_name ?? '' },
    validate: valiForm(NamesSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const [error, setError] = useState<string | null>(null)

  async function submit(values: NamesValues) {
    const names = v.parse(NamesSchema, values)
    if (!user) {
      setError(m.pages_names_sign_in_again())
      return
    }
    setError(null)
    const result = await updateProfile(user.id, { first_name: names.firstName, last_name: names.lastName })
    if (result.error !== null) {
      setError(m.pages_names_save_failed({ reason: result.error }))
      return
    }
    onSaved()
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>{m.pages_names_title()}</h2>
      <p className={css({ color: 'fg.muted' })}>{m.pages_names_text()}</p>
      <Form of={form} onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {error ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {error}
          </p>
        ) : null}
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
          <Field of={form} name="firstName">
            {(store, props) => <TextField store={store} props={props} label={m.join_first_name()} autoComplete="given-name" required disabled={submitting} />}
          </Field>
          <Field of={form} name="lastName">
            {(store, props) => <TextField store={store} props={props} label={m.join_last_name()} autoComplete="family-name" required disabled={submitting} />}
          </Field>
        </div>
        <Button type="submit" loading={submitting} loadingText={m.invite_saving()}>
          {m.pages_names_save_continue()}
        </Button>
      </Form>
    </div>
  )
}

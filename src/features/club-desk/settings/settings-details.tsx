import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import { m } from '~/i18n/staff'
import { css, cx } from 'styled-system/css'
import * as v from 'valibot'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { Button } from '~/components/ui/button'
import { saveClubDetails } from './settings-changes'
import { DetailsSchema, type DetailsValues } from './settings-forms'
import { formFooter, FormAlert, formRow, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

const FIELDS = ['name', 'address', 'phone', 'email'] as const

/** Name, address, phone and e-mail, as members see them. */
export function DetailsSection({ settings, onSaved }: SectionProps) {
  const { club } = settings
  const [form] = useForm<DetailsValues>({
    initialValues: { name: club.name, address: club.address ?? '', phone: club.phone ?? '', email: club.email ?? '' },
    validate: valiForm(DetailsSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const save = useSave(m.desk_settings_details_title(), onSaved)

  async function submit(values: DetailsValues) {
    await save.run(() => saveClubDetails(club.id, v.parse(DetailsSchema, values)))
  }

  return (
    <SettingsSection id="settings-details" title={m.desk_settings_details_title()} description={m.desk_settings_details_description()}>
      <Form of={form} onSubmit={submit}>
        <div className={formRow}>
          <Field of={form} name="name">
            {(store, props) => (
              <TextField store={store} props={props} label={m.desk_settings_club_name()} autoComplete="organization" required extraError={save.fieldError('name')} />
            )}
          </Field>
          <Field of={form} name="address">
            {(store, props) => (
              <TextField store={store} props={props} label={m.desk_settings_address()} autoComplete="street-address" extraError={save.fieldError('address')} />
            )}
          </Field>
        </div>
        <div className={cx(formRow, css({ mt: '3' }))}>
          <Field of={form} name="phone">
            {(store, props) => <TextField store={store} props={props} label={m.desk_settings_phone()} type="tel" autoComplete="tel" extraError={save.fieldError('phone')} />}
          </Field>
          <Field of={form} name="email">
            {(store, props) => (
              <TextField store={store} props={props} label={m.desk_settings_email()} type="email" autoComplete="email" extraError={save.fieldError('email')} />
            )}
          </Field>
        </div>
        <FormAlert message={save.formError(FIELDS)} />
        <div className={formFooter}>
          <Button type="submit" loading={save.busy || submitting} loadingText={m.desk_settings_saving()}>
            {m.desk_settings_save_details()}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  )
}

import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import * as v from 'valibot'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { Button } from '~/components/ui/button'
import { saveCancellationPolicy } from '../api/settings-changes'
import { PolicySchema, type PolicyValues } from '../lib/settings-forms'
import { formFooter, FormAlert, SettingsSection, useSave, type SectionProps } from './settings-parts'

/** How long before the start a member's cancellation is refunded in full. */
export function PolicySection({ settings, onSaved }: SectionProps) {
  const [form] = useForm<PolicyValues>({ initialValues: { hours: String(settings.full_refund_hours) }, validate: valiForm(PolicySchema) })
  const submitting = useSignalValue(form.submitting)
  const save = useSave('Cancellation policy', onSaved)

  async function submit(values: PolicyValues) {
    await save.run(() => saveCancellationPolicy(settings.club.id, v.parse(PolicySchema, values).hours))
  }

  return (
    <SettingsSection
      id="settings-policy"
      title="Cancellation policy"
      description="A member who cancels at least this long before the start is refunded in full; later, nothing. Bookings already made keep the policy they were made under."
    >
      <Form of={form} onSubmit={submit}>
        <Field of={form} name="hours">
          {(store, props) => (
            <TextField
              store={store}
              props={props}
              label="Hours before the start for a full refund"
              autoComplete="off"
              required
              helperText="0 to 336 (two weeks). 0: a full refund until the start."
              inputProps={{ inputMode: 'numeric' }}
              extraError={save.fieldError('full_refund_hours')}
            />
          )}
        </Field>
        <FormAlert message={save.formError(['full_refund_hours'])} />
        <div className={formFooter}>
          <Button type="submit" loading={save.busy || submitting} loadingText="Saving…">
            Save policy
          </Button>
        </div>
      </Form>
    </SettingsSection>
  )
}

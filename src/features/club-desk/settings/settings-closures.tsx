import { useState, type FormEvent } from 'react'
import { m } from '~/i18n/staff'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import * as Field from '~/components/ui/field'
import { Button } from '~/components/ui/button'
import { addDaysIso, formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { SettingRefused } from '~/lib/setting-change'
import { addClosure, closureBookings, removeClosure } from './settings-changes'
import { closureSchema, fieldErrors, type ClosureValues } from './settings-forms'
import { actionsRow, formFooter, FormAlert, formRow, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

/** Days the club is closed: nothing can be booked. Over existing bookings only when staff cancel and refund them. */
export function ClosuresSection({ settings, onSaved }: SectionProps) {
  const { club } = settings
  const [values, setValues] = useState<ClosureValues>({ date: '', reason: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSave(m.desk_settings_closures_title(), onSaved)
  const remove = useSave(m.desk_settings_closures_title(), onSaved)
  const conflict = save.refusal instanceof SettingRefused && save.refusal.status === 'bookings_exist' ? save.refusal : null
  const clashing = conflict ? closureBookings(conflict) : []

  function change(patch: Partial<ClosureValues>) {
    setValues((all) => ({ ...all, ...patch }))
    setErrors({})
    save.clear()
  }

  async function send(cancelBookings: boolean) {
    const parsed = v.safeParse(closureSchema(club.today), values)
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues))
    const answer = await save.run(() => addClosure(club.id, parsed.output.date, parsed.output.reason, cancelBookings))
    if (answer) setValues({ date: '', reason: '' })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void send(false)
  }

  const error = (field: string) => errors[field] ?? save.fieldError(field)
  return (
    <SettingsSection id="settings-closures" title={m.desk_settings_closures_title()} description={m.desk_settings_closures_description()}>
      {settings.closures.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.desk_settings_no_closures()}</p>
      ) : (
        <ul aria-label={m.desk_settings_closures_ahead()} className={css({ display: 'flex', flexDirection: 'column' })}>
          {settings.closures.map((c) => (
            <li key={c.date} className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted' })}>
              <span>
                <span className={css({ fontWeight: 'semibold' })}>{formatBookingDate(c.date)}</span>
                <span className={css({ color: 'fg.muted' })}> · {c.reason}</span>
              </span>
              <Button size="sm" variant="outline" disabled={remove.busy} onClick={() => void remove.run(() => removeClosure(club.id, c.date))} aria-label={m.desk_settings_reopen_on({ day: formatBookingDate(c.date) })}>
                {m.desk_settings_remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={remove.formError()} />
      <form onSubmit={submit} noValidate aria-label={m.desk_settings_add_closure_form()}>
        <div className={formRow}>
          <DateInput label={m.desk_settings_day()} required min={club.today} max={addDaysIso(club.today, 730)} value={values.date} onChange={(date) => change({ date })} error={error('date')} />
          <Field.Root invalid={!!error('reason')} required>
            <Field.Label>{m.desk_settings_reason()}</Field.Label>
            <Field.Input value={values.reason} maxLength={250} placeholder={m.desk_settings_reason_placeholder()} onChange={(e) => change({ reason: e.target.value })} />
            <Field.ErrorText>{error('reason')}</Field.ErrorText>
          </Field.Root>
        </div>
        {conflict ? (
          <div role="alert" className={css({ mt: '3', p: '3', borderWidth: '1px', borderColor: 'border.error', borderRadius: 'l2', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ fontWeight: 'medium' })}>{conflict.message}</p>
            <ul className={css({ textStyle: 'sm', listStyle: 'disc', ps: '5' })}>
              {clashing.map((b) => (
                <li key={b.id}>
                  {m.desk_settings_clash_row({
                    number: b.court_number,
                    slot: b.slot_label,
                    name: b.walk_in ? m.desk_walk_in_name({ name: b.name }) : b.name,
                    price: formatMoney(b.price, b.currency),
                  })}
                </li>
              ))}
            </ul>
            <div className={actionsRow}>
              <Button variant="solid" colorPalette="red" loading={save.busy} loadingText={m.desk_settings_closing()} onClick={() => void send(true)}>
                {m.desk_settings_cancel_and_close({ count: clashing.length })}
              </Button>
              <Button variant="outline" onClick={() => save.clear()}>
                {m.desk_settings_keep_bookings()}
              </Button>
            </div>
          </div>
        ) : (
          <FormAlert message={save.formError(['date', 'reason'])} />
        )}
        <div className={formFooter}>
          <Button type="submit" loading={save.busy && !conflict} loadingText={m.desk_settings_adding()} disabled={!!conflict}>
            {m.desk_settings_add_closure()}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

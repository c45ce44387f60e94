import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import * as Field from '~/components/ui/field'
import { Button } from '~/components/ui/button'
import { addDaysIso, formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { SettingRefused } from '~/lib/setting-change'
import { addClosure, closureBookings, removeClosure } from '../api/settings-changes'
import { closureSchema, fieldErrors, type ClosureValues } from '../lib/settings-forms'
import { actionsRow, formFooter, FormAlert, formRow, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

/** Days the club is closed: nothing can be booked. Over existing bookings only when staff cancel and refund them. */
export function ClosuresSection({ settings, onSaved }: SectionProps) {
  const { club } = settings
  const [values, setValues] = useState<ClosureValues>({ date: '', reason: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSave('Closure days', onSaved)
  const remove = useSave('Closure days', onSaved)
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
    <SettingsSection id="settings-closures" title="Closure days" description="Holidays and events: the club is closed all day and nothing can be booked.">
      {settings.closures.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No closure days ahead.</p>
      ) : (
        <ul aria-label="Closure days ahead" className={css({ display: 'flex', flexDirection: 'column' })}>
          {settings.closures.map((c) => (
            <li key={c.date} className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted' })}>
              <span>
                <span className={css({ fontWeight: 'semibold' })}>{formatBookingDate(c.date)}</span>
                <span className={css({ color: 'fg.muted' })}> · {c.reason}</span>
              </span>
              <Button size="sm" variant="outline" disabled={remove.busy} onClick={() => void remove.run(() => removeClosure(club.id, c.date))} aria-label={`Reopen on ${formatBookingDate(c.date)}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={remove.formError()} />
      <form onSubmit={submit} noValidate aria-label="Add a closure day">
        <div className={formRow}>
          <DateInput label="Day" required min={club.today} max={addDaysIso(club.today, 730)} value={values.date} onChange={(date) => change({ date })} error={error('date')} />
          <Field.Root invalid={!!error('reason')} required>
            <Field.Label>Reason</Field.Label>
            <Field.Input value={values.reason} maxLength={250} placeholder="Public holiday" onChange={(e) => change({ reason: e.target.value })} />
            <Field.ErrorText>{error('reason')}</Field.ErrorText>
          </Field.Root>
        </div>
        {conflict ? (
          <div role="alert" className={css({ mt: '3', p: '3', borderWidth: '1px', borderColor: 'border.error', borderRadius: 'l2', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ fontWeight: 'medium' })}>{conflict.message}</p>
            <ul className={css({ textStyle: 'sm', listStyle: 'disc', ps: '5' })}>
              {clashing.map((b) => (
                <li key={b.id}>
                  Court {b.court_number}, {b.slot_label}: {b.name}
                  {b.walk_in ? ' (walk-in)' : ''}, {formatMoney(b.price, b.currency)}
                </li>
              ))}
            </ul>
            <div className={actionsRow}>
              <Button variant="solid" colorPalette="red" loading={save.busy} loadingText="Closing…" onClick={() => void send(true)}>
                Cancel and refund {clashing.length === 1 ? 'the booking' : `${clashing.length} bookings`}, and close
              </Button>
              <Button variant="outline" onClick={() => save.clear()}>
                Keep the bookings
              </Button>
            </div>
          </div>
        ) : (
          <FormAlert message={save.formError(['date', 'reason'])} />
        )}
        <div className={formFooter}>
          <Button type="submit" loading={save.busy && !conflict} loadingText="Adding…" disabled={!!conflict}>
            Add closure day
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

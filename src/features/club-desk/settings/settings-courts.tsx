import { useState, type FormEvent } from 'react'
import { m } from '~/i18n/staff'
import * as v from 'valibot'
import { css, cx } from 'styled-system/css'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney } from '~/lib/money'
import type { SettingsCourt } from './club-settings'
import { addCourt, setCourtInService, updateCourt } from './settings-changes'
import { CourtNameSchema, fieldErrors, pricesSchema } from './settings-forms'
import { actionsRow, FormAlert, formRow, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

const courtRow = css({
  display: 'grid',
  // One line per court only where the name keeps room beside the type, the state and both buttons (a desktop);
  // on a tablet or a phone, the name and type share a line and the state and buttons take the next.
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', xl: '5.5rem minmax(0, 1fr) 8rem 9.5rem auto' },
  gap: '3',
  alignItems: 'end',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})

function bookingsToCome(n: number): string {
  return m.desk_settings_bookings_to_come({ count: n })
}

/** One court: name and type, and in or out of service (its bookings stay either way). */
function CourtRow({ court, onSaved }: { court: SettingsCourt; onSaved: () => void }) {
  const [name, setName] = useState(court.name)
  const [type, setType] = useState<string>(court.type)
  const [nameError, setNameError] = useState<string | undefined>()
  const save = useSave(m.desk_court_number({ number: court.number }), onSaved)
  const service = useSave(m.desk_court_number({ number: court.number }), onSaved)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(CourtNameSchema, name)
    setNameError(parsed.success ? undefined : parsed.issues[0].message)
    if (parsed.success) await save.run(() => updateCourt(court.id, parsed.output, type))
  }

  return (
    <form onSubmit={submit} noValidate className={courtRow} aria-label={m.desk_court_number({ number: court.number })}>
      <span className={css({ fontWeight: 'bold', alignSelf: 'center', gridColumn: { base: '1 / -1', xl: 'auto' } })}>{m.desk_court_number({ number: court.number })}</span>
      <Field.Root invalid={!!(nameError ?? save.fieldError('name'))}>
        <Field.Label>{m.desk_settings_name()}</Field.Label>
        <Field.Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <Field.ErrorText>{nameError ?? save.fieldError('name')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{m.desk_settings_type()}</Field.Label>
        <Field.Select value={type} onChange={(e) => setType(e.target.value)}>
          <option value="indoor">{m.desk_settings_indoor()}</option>
          <option value="outdoor">{m.desk_settings_outdoor()}</option>
        </Field.Select>
      </Field.Root>
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', alignSelf: 'center' })}>
        <Badge colorPalette={court.in_service ? 'court' : 'red'} className={css({ alignSelf: 'flex-start' })}>
          {court.in_service ? m.desk_settings_in_service() : m.desk_out_of_service()}
        </Badge>
        <span className={css({ color: 'fg.muted' })}>{bookingsToCome(court.future_bookings)}</span>
      </span>
      <span className={cx(actionsRow, css({ alignSelf: 'center', gridColumn: { base: '1 / -1', xl: 'auto' } }))}>
        <Button type="submit" size="sm" loading={save.busy} loadingText={m.desk_settings_saving()} disabled={name === court.name && type === court.type}>
          {m.desk_settings_save()}
        </Button>
        <Button size="sm" variant="outline" loading={service.busy} loadingText={m.desk_settings_saving()} onClick={() => void service.run(() => setCourtInService(court.id, !court.in_service))}>
          {court.in_service ? m.desk_settings_take_out() : m.desk_settings_back_in()}
        </Button>
      </span>
      <div className={css({ gridColumn: '1 / -1' })}>
        <FormAlert message={save.formError(['name']) ?? service.formError()} />
      </div>
    </form>
  )
}

/** Adds a court with the next number, in service, with its prices. */
function AddCourt({ clubId, currency, next, onSaved }: { clubId: string; currency: string; next: number; onSaved: () => void }) {
  const [values, setValues] = useState({ name: '', type: 'indoor', off_peak: '', peak: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSave(m.desk_courts(), onSaved)
  const schema = pricesSchema(m.desk_settings_price_range({ min: formatMoney(0, currency), max: formatMoney(1000, currency) }))
  const error = (field: string, serverField = field) => errors[field] ?? save.fieldError(serverField)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(schema, { off_peak: values.off_peak, peak: values.peak })
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues))
    setErrors({})
    const answer = await save.run(() => addCourt(clubId, { name: values.name.trim(), type: values.type, offPeak: parsed.output.off_peak, peak: parsed.output.peak }))
    if (answer) setValues({ name: '', type: 'indoor', off_peak: '', peak: '' })
  }

  const set = (patch: Partial<typeof values>) => setValues((all) => ({ ...all, ...patch }))
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-court-title" className={css({ mt: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 id="add-court-title" className={css({ fontWeight: 'semibold' })}>
        {m.desk_settings_add_court_title({ number: next })}
      </h3>
      <div className={formRow}>
        <Field.Root invalid={!!error('name')}>
          <Field.Label>{m.desk_settings_name()}</Field.Label>
          <Field.Input value={values.name} placeholder={m.desk_court_number({ number: next })} maxLength={120} onChange={(e) => set({ name: e.target.value })} />
          <Field.ErrorText>{error('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{m.desk_settings_type()}</Field.Label>
          <Field.Select value={values.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="indoor">{m.desk_settings_indoor()}</option>
            <option value="outdoor">{m.desk_settings_outdoor()}</option>
          </Field.Select>
        </Field.Root>
        <Field.Root invalid={!!error('off_peak', 'off_peak_price')} required>
          <Field.Label>{m.desk_settings_off_peak_price()}</Field.Label>
          <Field.Input inputMode="decimal" value={values.off_peak} onChange={(e) => set({ off_peak: e.target.value })} />
          <Field.ErrorText>{error('off_peak', 'off_peak_price')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!error('peak', 'peak_price')} required>
          <Field.Label>{m.desk_settings_peak_price()}</Field.Label>
          <Field.Input inputMode="decimal" value={values.peak} onChange={(e) => set({ peak: e.target.value })} />
          <Field.ErrorText>{error('peak', 'peak_price')}</Field.ErrorText>
        </Field.Root>
      </div>
      <FormAlert message={save.formError(['name', 'off_peak_price', 'peak_price'])} />
      <div className={actionsRow}>
        <Button type="submit" variant="outline" loading={save.busy} loadingText={m.desk_settings_adding()}>
          {m.desk_settings_add_court()}
        </Button>
      </div>
    </form>
  )
}

export function CourtsSection({ settings, onSaved }: SectionProps) {
  const next = Math.max(0, ...settings.courts.map((c) => c.number)) + 1
  return (
    <SettingsSection
      id="settings-courts"
      title={m.desk_courts()}
      description={m.desk_settings_courts_description()}
    >
      <div>
        {settings.courts.map((court) => (
          <CourtRow key={JSON.stringify(court)} court={court} onSaved={onSaved} />
        ))}
      </div>
      <AddCourt clubId={settings.club.id} currency={settings.club.currency} next={next} onSaved={onSaved} />
    </SettingsSection>
  )
}

import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney, plainAmount } from '~/lib/money'
import type { SettingsCourt } from '../api/club-settings'
import { savePeakRule, setCourtPrices } from '../api/settings-changes'
import { fieldErrors, pricesSchema, WEEKDAYS, type PricesValues } from '../lib/settings-forms'
import { actionsRow, FormAlert, nativeSelect, SettingsSection, useSave, type SectionProps } from './settings-parts'

const priceRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: '10rem 1fr 1fr auto' },
  gap: '3',
  alignItems: 'end',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})

/** One court's off-peak and peak price per 90-minute slot. */
function CourtPrices({ court, currency, onSaved }: { court: SettingsCourt; currency: string; onSaved: () => void }) {
  const [values, setValues] = useState<PricesValues>({ off_peak: plainAmount(court.off_peak_price), peak: plainAmount(court.peak_price) })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSave(`Court ${court.number} prices`, onSaved)
  const schema = pricesSchema(`${formatMoney(0, currency)} to ${formatMoney(1000, currency)}`)
  const error = (field: 'off_peak' | 'peak') => errors[field] ?? save.fieldError(`${field}_price`)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(schema, values)
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues))
    setErrors({})
    await save.run(() => setCourtPrices(court.id, parsed.output.off_peak, parsed.output.peak))
  }

  const label = `Court ${court.number}${court.name !== `Court ${court.number}` ? ` · ${court.name}` : ''}`
  return (
    <form onSubmit={submit} noValidate className={priceRow} aria-label={`${label} prices`}>
      <span className={css({ fontWeight: 'semibold', gridColumn: { base: '1 / -1', md: 'auto' }, alignSelf: 'center' })}>{label}</span>
      <Field.Root invalid={!!error('off_peak')}>
        <Field.Label>Off-peak ({currency})</Field.Label>
        <Field.Input inputMode="decimal" value={values.off_peak} onChange={(e) => setValues({ ...values, off_peak: e.target.value })} />
        <Field.ErrorText>{error('off_peak')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!error('peak')}>
        <Field.Label>Peak ({currency})</Field.Label>
        <Field.Input inputMode="decimal" value={values.peak} onChange={(e) => setValues({ ...values, peak: e.target.value })} />
        <Field.ErrorText>{error('peak')}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" loading={save.busy} loadingText="Saving…" className={css({ mb: '0.5' })}>
        Save prices
      </Button>
      <div className={css({ gridColumn: '1 / -1' })}>
        <FormAlert message={save.formError(['off_peak_price', 'peak_price'])} />
      </div>
    </form>
  )
}

/** When peak prices apply: from a slot's start on every day, and all day on chosen weekdays. */
function PeakRule({ settings, onSaved }: SectionProps) {
  const [startsAt, setStartsAt] = useState(settings.peak.starts_at ?? '')
  const [weekdays, setWeekdays] = useState<number[]>(settings.peak.weekdays)
  const save = useSave('Peak rule', onSaved)

  async function submit(event: FormEvent) {
    event.preventDefault()
    await save.run(() => savePeakRule(settings.club.id, startsAt, [...weekdays].sort()))
  }

  const toggle = (day: number, on: boolean) => setWeekdays((all) => (on ? [...all, day] : all.filter((d) => d !== day)))
  return (
    <form onSubmit={submit} noValidate aria-labelledby="peak-rule-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' })}>
      <h3 id="peak-rule-title" className={css({ fontWeight: 'semibold' })}>
        Peak hours
      </h3>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm', fontWeight: 'medium', maxW: '20rem' })}>
        Evening peak from
        <select className={nativeSelect} value={startsAt} onChange={(e) => setStartsAt(e.target.value)}>
          <option value="">No evening peak</option>
          {settings.slots.map((s) => (
            <option key={s.id} value={s.starts_at}>
              {s.starts_at}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '1.5' })}>Peak all day on</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {WEEKDAYS.map((name, i) => (
            <label key={name} className={css({ display: 'flex', gap: '1.5', alignItems: 'center', textStyle: 'sm' })}>
              <input type="checkbox" checked={weekdays.includes(i + 1)} onChange={(e) => toggle(i + 1, e.target.checked)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={save.formError()} />
      <div className={actionsRow}>
        <Button type="submit" loading={save.busy} loadingText="Saving…">
          Save peak hours
        </Button>
      </div>
    </form>
  )
}

export function PricesSection({ settings, onSaved }: SectionProps) {
  return (
    <SettingsSection
      id="settings-prices"
      title="Prices"
      description="Per 90-minute slot, for bookings made from now on; bookings already made keep their price."
    >
      <div>
        {settings.courts.map((court) => (
          <CourtPrices key={JSON.stringify([court.id, court.off_peak_price, court.peak_price])} court={court} currency={settings.club.currency} onSaved={onSaved} />
        ))}
      </div>
      <PeakRule key={JSON.stringify(settings.peak)} settings={settings} onSaved={onSaved} />
    </SettingsSection>
  )
}

import { useState, type FormEvent } from 'react'
import { m } from '~/i18n/staff'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { PeakHoursForm } from '~/components/settings/peak-hours-form'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney, plainAmount } from '~/lib/money'
import type { SettingsCourt } from './club-settings'
import { savePeakRule, setCourtPrices } from './settings-changes'
import { fieldErrors, pricesSchema, type PricesValues } from './settings-forms'
import { FormAlert, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

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
  const save = useSave(m.desk_settings_court_prices_title({ number: court.number }), onSaved)
  const schema = pricesSchema(m.desk_settings_price_range({ min: formatMoney(0, currency), max: formatMoney(1000, currency) }))
  const error = (field: 'off_peak' | 'peak') => errors[field] ?? save.fieldError(`${field}_price`)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(schema, values)
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues))
    setErrors({})
    await save.run(() => setCourtPrices(court.id, parsed.output.off_peak, parsed.output.peak))
  }

  const numbered = m.desk_court_number({ number: court.number })
  const label = court.name !== numbered ? m.desk_settings_court_label_named({ number: court.number, name: court.name }) : numbered
  return (
    <form onSubmit={submit} noValidate className={priceRow} aria-label={m.desk_settings_prices_of({ label })}>
      <span className={css({ fontWeight: 'semibold', gridColumn: { base: '1 / -1', md: 'auto' }, alignSelf: 'center' })}>{label}</span>
      <Field.Root invalid={!!error('off_peak')}>
        <Field.Label>{m.desk_settings_off_peak_currency({ currency })}</Field.Label>
        <Field.Input inputMode="decimal" value={values.off_peak} onChange={(e) => setValues({ ...values, off_peak: e.target.value })} />
        <Field.ErrorText>{error('off_peak')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!error('peak')}>
        <Field.Label>{m.desk_settings_peak_currency({ currency })}</Field.Label>
        <Field.Input inputMode="decimal" value={values.peak} onChange={(e) => setValues({ ...values, peak: e.target.value })} />
        <Field.ErrorText>{error('peak')}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" loading={save.busy} loadingText={m.desk_settings_saving()} className={css({ mb: '0.5' })}>
        {m.desk_settings_save_prices()}
      </Button>
      <div className={css({ gridColumn: '1 / -1' })}>
        <FormAlert message={save.formError(['off_peak_price', 'peak_price'])} />
      </div>
    </form>
  )
}

/** When peak prices apply: from a slot's start on every day, and all day on chosen weekdays. */
function PeakRule({ settings, onSaved }: SectionProps) {
  return (
    <PeakHoursForm
      title={m.desk_settings_peak_hours()}
      startsAt={settings.peak.starts_at}
      weekdays={settings.peak.weekdays}
      slotStarts={settings.slots.map((s) => s.starts_at)}
      save={(startsAt, weekdays) => savePeakRule(settings.club.id, startsAt, weekdays)}
      onSaved={onSaved}
    />
  )
}

export function PricesSection({ settings, onSaved }: SectionProps) {
  return (
    <SettingsSection
      id="settings-prices"
      title={m.desk_settings_prices_title()}
      description={m.desk_settings_prices_description()}
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

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
import { FormAlert, SettingsSection } from '~/components/settings/settings-parts'
import { focusFirstInvalid } from '~/lib/focus-first-invalid'
import { SettingRefused } from '~/lib/setting-change'
import { notify } from '~/lib/toast'
import { type SectionProps } from './settings-parts'
import { courtName } from '~/lib/court-name'

const priceRow = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(8rem, 1fr) minmax(0, 9rem) minmax(0, 9rem)' },
  gap: '3',
  alignItems: 'end',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})

type Refusals = Record<string, Error>

/** One court's off-peak and peak price per 90-minute slot: a row of the one prices form. */
function CourtPrices({ court, currency, values, errors, refusal, onChange }: {
  court: SettingsCourt
  currency: string
  values: PricesValues
  errors: Record<string, string>
  refusal: Error | undefined
  onChange: (values: PricesValues) => void
}) {
  const server = (field: 'off_peak' | 'peak') => (refusal instanceof SettingRefused && refusal.field === `${field}_price` ? refusal.message : undefined)
  const error = (field: 'off_peak' | 'peak') => errors[field] ?? server(field)
  const whole = refusal && !server('off_peak') && !server('peak') ? refusal.message : null
  const numbered = m.desk_court_number({ number: court.number })
  const named = courtName(court, m.desk_court_number)
  const label = named !== numbered ? m.desk_settings_court_label_named({ number: court.number, name: named }) : numbered
  return (
    <div role="group" className={priceRow} aria-label={m.desk_settings_prices_of({ label })}>
      <span className={css({ fontWeight: 'semibold', gridColumn: { base: '1 / -1', md: 'auto' }, alignSelf: 'center', overflowWrap: 'anywhere' })}>{label}</span>
      <Field.Root invalid={!!error('off_peak')}>
        <Field.Label>{m.desk_settings_off_peak_currency({ currency })}</Field.Label>
        <Field.Input inputMode="decimal" value={values.off_peak} onChange={(e) => onChange({ ...values, off_peak: e.target.value })} />
        <Field.ErrorText>{error('off_peak')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!error('peak')}>
        <Field.Label>{m.desk_settings_peak_currency({ currency })}</Field.Label>
        <Field.Input inputMode="decimal" value={values.peak} onChange={(e) => onChange({ ...values, peak: e.target.value })} />
        <Field.ErrorText>{error('peak')}</Field.ErrorText>
      </Field.Root>
      {whole ? (
        <div className={css({ gridColumn: '1 / -1' })}>
          <FormAlert message={whole} />
        </div>
      ) : null}
    </div>
  )
}

const pricesOf = (court: SettingsCourt): PricesValues => ({ off_peak: plainAmount(court.off_peak_price), peak: plainAmount(court.peak_price) })

/**
 * Every court's prices in one form with one save: the courts whose prices changed are sent one by one (each is
 * its own audited change), and a refusal stays beside its court with what was typed.
 */
function CourtPricesForm({ settings, onSaved }: SectionProps) {
  const currency = settings.club.currency
  const [values, setValues] = useState<Record<string, PricesValues>>(() => Object.fromEntries(settings.courts.map((k) => [k.id, pricesOf(k)])))
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({})
  const [refusals, setRefusals] = useState<Refusals>({})
  const [busy, setBusy] = useState(false)
  const schema = pricesSchema(m.desk_settings_price_range({ min: formatMoney(0, currency), max: formatMoney(1000, currency) }))
  const changed = settings.courts.filter((k) => {
    const now = values[k.id] ?? pricesOf(k)
    const was = pricesOf(k)
    return now.off_peak !== was.off_peak || now.peak !== was.peak
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, Record<string, string>> = {}
    const parsed: { court: SettingsCourt; offPeak: number; peak: number }[] = []
    for (const court of changed) {
      const result = v.safeParse(schema, values[court.id])
      if (result.success) parsed.push({ court, offPeak: result.output.off_peak, peak: result.output.peak })
      else found[court.id] = fieldErrors(result.issues)
    }
    setErrors(found)
    setRefusals({})
    if (Object.keys(found).length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement)
    setBusy(true)
    const refused: Refusals = {}
    const said: string[] = []
    for (const { court, offPeak, peak } of parsed) {
      try {
        said.push((await setCourtPrices(court.id, offPeak, peak)).message)
      } catch (err) {
        refused[court.id] = err instanceof Error ? err : new Error(String(err))
      }
    }
    setBusy(false)
    setRefusals(refused)
    if (said.length > 0) {
      // One court: the server's own sentence (its new prices); several: how many.
      notify.success(m.desk_settings_prices_title(), said.length === 1 ? said[0] : m.desk_settings_prices_saved_count({ count: said.length }))
      onSaved()
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.desk_settings_prices_title()}>
      {settings.courts.map((court) => (
        <CourtPrices
          key={court.id}
          court={court}
          currency={currency}
          values={values[court.id] ?? pricesOf(court)}
          errors={errors[court.id] ?? {}}
          refusal={refusals[court.id]}
          onChange={(next) => setValues((all) => ({ ...all, [court.id]: next }))}
        />
      ))}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '4' })}>
        <Button type="submit" loading={busy} loadingText={m.desk_settings_saving()} disabled={changed.length === 0}>
          {m.desk_settings_save_prices()}
        </Button>
        {changed.length > 0 ? <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_settings_prices_changed_count({ count: changed.length })}</span> : null}
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
      <CourtPricesForm key={JSON.stringify(settings.courts.map((k) => [k.id, k.off_peak_price, k.peak_price]))} settings={settings} onSaved={onSaved} />
      <PeakRule key={JSON.stringify(settings.peak)} settings={settings} onSaved={onSaved} />
    </SettingsSection>
  )
}

import { useId, useRef, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import * as Field from '~/components/ui/field'
import { m } from '~/i18n/staff'
import { currencySign } from '~/lib/money'
import { notify } from '~/lib/toast'
import { ClubRefused, createClub, type AdminClubs } from '../api/admin-clubs'
import { clubRequest, formProblem, MAX_COURTS, weekdayLabel, type ClubForm, type CourtForm, type DayForm } from '../lib/admin-clubs'
import { alertText, control, fieldLabel, nativeSelect } from './styles'

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })
const hoursRow = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', sm: '8rem 5rem 7rem 7rem' },
  gap: '2',
  alignItems: 'center',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})
const courtRow = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  gap: '2',
  alignItems: 'end',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', mt: '4', mb: '1' })

function emptyForm(slots: AdminClubs['slots']): ClubForm {
  const opens = slots[0]?.starts_at ?? '09:00'
  const closes = slots[slots.length - 1]?.ends_at ?? '21:00'
  return {
    name: '',
    countryCode: '',
    city: '',
    address: '',
    phone: '',
    email: '',
    sameEveryDay: true,
    days: Array.from({ length: 7 }, () => ({ open: true, opens, closes })),
    courts: [{ key: 1, name: '', type: 'indoor', offPeak: '', peak: '' }],
  }
}

/**
 * A new club in one form: its country (which gives the time zone and currency), place, hours and courts with their
 * prices. A refusal stays beside the form with everything typed kept.
 */
export function NewClubForm({ data, onCreated, onCancel }: { data: AdminClubs; onCreated: () => void; onCancel: () => void }) {
  const [form, setForm] = useState<ClubForm>(() => emptyForm(data.slots))
  const [problem, setProblem] = useState<{ field: string; court?: number; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const nextKey = useRef(2)
  const ids = { country: useId(), courts: useId() }
  const country = data.countries.find((c) => c.code === form.countryCode)
  const starts = data.slots.map((s) => s.starts_at)
  const ends = data.slots.map((s) => s.ends_at)

  const set = (patch: Partial<ClubForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const setDay = (i: number, patch: Partial<DayForm>) => set({ days: form.days.map((d, j) => (j === i ? { ...d, ...patch } : d)) })
  const setCourt = (key: number, patch: Partial<CourtForm>) => set({ courts: form.courts.map((c) => (c.key === key ? { ...c, ...patch } : c)) })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = formProblem(form)
    setProblem(found)
    if (found) return
    setBusy(true)
    try {
      const answer = await createClub(clubRequest(form))
      notify.success(m.admin_clubs_club_created(), answer.message)
      onCreated()
    } catch (err) {
      const court = err instanceof ClubRefused && typeof err.answer.court === 'number' ? err.answer.court : undefined
      setProblem({ field: err instanceof ClubRefused ? (err.field ?? '') : '', court, message: err instanceof Error ? err.message : String(err) })
    } finally {
      setBusy(false)
    }
  }

  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined)
  const days = form.sameEveryDay ? form.days.slice(0, 1) : form.days
  const money = country ? currencySign(country.currency) : ''

  return (
    <Card.Root role="region" aria-labelledby="new-club-title" className={css({ mb: '6' })}>
      <Card.Header>
        <Card.Title id="new-club-title">{m.admin_clubs_new_club()}</Card.Title>
        <Card.Description>{m.admin_clubs_new_club_description()}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-describedby={problem ? 'new-club-problem' : undefined}>
          <div className={grid}>
            <Field.Root invalid={!!errorOf('name')} required>
              <Field.Label>{m.admin_clubs_name()}</Field.Label>
              <Field.Input value={form.name} maxLength={100} autoComplete="off" onChange={(e) => set({ name: e.target.value })} />
              <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
            </Field.Root>
            <div className={control}>
              <label htmlFor={ids.country} className={fieldLabel}>
                {m.admin_clubs_country()}
              </label>
              <select
                id={ids.country}
                className={nativeSelect}
                value={form.countryCode}
                aria-invalid={!!errorOf('country_code') || undefined}
                aria-describedby={`${ids.country}-hint`}
                onChange={(e) => set({ countryCode: e.target.value })}
              >
                <option value="">{m.admin_clubs_choose_country()}</option>
                {data.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              <p id={`${ids.country}-hint`} className={css({ textStyle: 'sm', color: errorOf('country_code') ? 'fg.error' : 'fg.muted' })}>
                {errorOf('country_code') ?? (country ? m.admin_clubs_currency_zone({ currency: country.currency, zone: country.time_zone }) : m.admin_clubs_currency_hint())}
              </p>
            </div>
            <Field.Root invalid={!!errorOf('city')} required>
              <Field.Label>{m.admin_clubs_city()}</Field.Label>
              <Field.Input value={form.city} maxLength={100} autoComplete="address-level2" onChange={(e) => set({ city: e.target.value })} />
              <Field.ErrorText>{errorOf('city')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errorOf('address')}>
              <Field.Label>{m.admin_clubs_address()}</Field.Label>
              <Field.Input value={form.address} maxLength={200} autoComplete="street-address" onChange={(e) => set({ address: e.target.value })} />
              <Field.ErrorText>{errorOf('address')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errorOf('phone')}>
              <Field.Label>{m.admin_clubs_phone()}</Field.Label>
              <Field.Input type="tel" value={form.phone} maxLength={40} autoComplete="off" onChange={(e) => set({ phone: e.target.value })} />
              <Field.ErrorText>{errorOf('phone')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errorOf('email')}>
              <Field.Label>{m.admin_clubs_email()}</Field.Label>
              <Field.Input type="email" value={form.email} maxLength={254} autoComplete="off" onChange={(e) => set({ email: e.target.value })} />
              <Field.ErrorText>{errorOf('email')}</Field.ErrorText>
            </Field.Root>
          </div>

          <fieldset aria-invalid={!!errorOf('hours') || undefined} className={css({ mt: '2' })}>
            <legend className={sectionTitle}>{m.admin_clubs_opening_hours()}</legend>
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm', py: '1' })}>
              <input type="checkbox" checked={form.sameEveryDay} onChange={(e) => set({ sameEveryDay: e.target.checked, days: e.target.checked ? form.days : form.days.map(() => ({ ...form.days[0] })) })} />
              {m.admin_clubs_same_hours()}
            </label>
            {days.map((day, i) => {
              const name = form.sameEveryDay ? m.admin_clubs_every_day() : weekdayLabel(i)
              return (
                <div key={name} role="group" aria-label={name} className={hoursRow}>
                  <span className={css({ fontWeight: 'medium' })}>{name}</span>
                  <label className={css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' })}>
                    <input type="checkbox" checked={day.open} onChange={(e) => setDay(i, { open: e.target.checked })} />
                    {m.admin_clubs_open()}
                  </label>
                  <select aria-label={m.admin_clubs_opens_at({ day: name })} className={cx(nativeSelect, css({ w: 'full' }))} value={day.opens} disabled={!day.open} onChange={(e) => setDay(i, { opens: e.target.value })}>
                    {starts.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </select>
                  <select aria-label={m.admin_clubs_closes_at({ day: name })} className={cx(nativeSelect, css({ w: 'full' }))} value={day.closes} disabled={!day.open} onChange={(e) => setDay(i, { closes: e.target.value })}>
                    {ends.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </select>
                </div>
              )
            })}
          </fieldset>

          <fieldset aria-invalid={!!errorOf('courts') || undefined}>
            <legend className={sectionTitle}>{m.admin_clubs_courts()}</legend>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              {country ? m.admin_clubs_prices_in({ currency: country.currency }) : m.admin_clubs_prices()}
            </p>
            {form.courts.map((court, i) => {
              const n = i + 1
              const bad = problem?.field === 'courts' && problem.court === n
              return (
                <div key={court.key} role="group" aria-label={m.admin_clubs_court_n({ n })} aria-invalid={bad || undefined} className={courtRow}>
                  <div className={cx(control, css({ gridColumn: { base: 'span 2', md: 'auto' } }))}>
                    <label htmlFor={`${ids.courts}-${court.key}-name`} className={fieldLabel}>
                      {m.admin_clubs_court_name({ n })}
                    </label>
                    <input id={`${ids.courts}-${court.key}-name`} className={nativeSelect} value={court.name} maxLength={100} placeholder={m.admin_clubs_court_n({ n })} onChange={(e) => setCourt(court.key, { name: e.target.value })} />
                  </div>
                  <div className={control}>
                    <label htmlFor={`${ids.courts}-${court.key}-type`} className={fieldLabel}>
                      {m.admin_clubs_type()}
                    </label>
                    <select id={`${ids.courts}-${court.key}-type`} className={nativeSelect} value={court.type} onChange={(e) => setCourt(court.key, { type: e.target.value as CourtForm['type'] })}>
                      <option value="indoor">{m.admin_clubs_indoor()}</option>
                      <option value="outdoor">{m.admin_clubs_outdoor()}</option>
                    </select>
                  </div>
                  <div className={control}>
                    <label htmlFor={`${ids.courts}-${court.key}-off`} className={fieldLabel}>
                      {m.admin_clubs_off_peak_price({ money })}
                    </label>
                    <input id={`${ids.courts}-${court.key}-off`} className={nativeSelect} inputMode="decimal" value={court.offPeak} aria-invalid={bad || undefined} onChange={(e) => setCourt(court.key, { offPeak: e.target.value })} />
                  </div>
                  <div className={control}>
                    <label htmlFor={`${ids.courts}-${court.key}-peak`} className={fieldLabel}>
                      {m.admin_clubs_peak_price({ money })}
                    </label>
                    <input id={`${ids.courts}-${court.key}-peak`} className={nativeSelect} inputMode="decimal" value={court.peak} aria-invalid={bad || undefined} onChange={(e) => setCourt(court.key, { peak: e.target.value })} />
                  </div>
                  <Button type="button" variant="outline" size="sm" disabled={form.courts.length === 1} onClick={() => set({ courts: form.courts.filter((c) => c.key !== court.key) })}>
                    {m.admin_clubs_remove()}
                    <span className={css({ srOnly: true })}> {m.admin_clubs_remove_court_rest({ n })}</span>
                  </Button>
                </div>
              )
            })}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className={css({ mt: '3' })}
              disabled={form.courts.length >= MAX_COURTS}
              onClick={() => {
                const last = form.courts[form.courts.length - 1]
                set({ courts: [...form.courts, { key: nextKey.current++, name: '', type: last?.type ?? 'indoor', offPeak: last?.offPeak ?? '', peak: last?.peak ?? '' }] })
              }}
            >
              {m.admin_clubs_add_court()}
            </Button>
          </fieldset>

          {problem ? (
            <p id="new-club-problem" role="alert" className={cx(alertText, css({ mt: '4' }))}>
              {problem.message}
            </p>
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' })}>
            <Button type="submit" loading={busy} loadingText={m.admin_clubs_creating()}>
              {m.admin_clubs_create_club()}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              {m.admin_clubs_cancel()}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  )
}

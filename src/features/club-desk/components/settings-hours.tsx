import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { SettingRefused } from '~/lib/setting-change'
import { saveOpeningHours } from '../api/settings-changes'
import { WEEKDAYS } from '~/lib/weekdays'
import { weekProblem, type DayHours } from '../lib/settings-forms'
import { NativeSelect } from '~/components/native-select'
import { formFooter, FormAlert, SettingsSection, useSave } from '~/components/settings/settings-parts'
import { type SectionProps } from './settings-parts'

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto minmax(0, 6.5rem) minmax(0, 6.5rem)' },
  gap: '2',
  alignItems: 'center',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
})

/** Opening and closing per weekday: the club opens when a slot starts and closes when one ends. */
export function HoursSection({ settings, onSaved }: SectionProps) {
  const starts = settings.slots.map((s) => s.starts_at)
  const ends = settings.slots.map((s) => s.ends_at)
  const [days, setDays] = useState<DayHours[]>(() =>
    settings.hours.map((h) => ({ open: h.opens_at !== null, opens: h.opens_at ?? starts[0], closes: h.closes_at ?? ends[ends.length - 1] })),
  )
  const [problem, setProblem] = useState<{ weekday: number | null; message: string } | null>(null)
  const save = useSave('Opening hours', onSaved)
  const refusedDay = save.refusal instanceof SettingRefused && typeof save.refusal.answer.weekday === 'number' ? save.refusal.answer.weekday : null
  const badDay = problem?.weekday ?? refusedDay

  function change(i: number, patch: Partial<DayHours>) {
    setDays((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)))
    setProblem(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = weekProblem(days)
    setProblem(found)
    if (found) return
    await save.run(() =>
      saveOpeningHours(
        settings.club.id,
        days.map((d) => (d.open ? d.opens : '')),
        days.map((d) => (d.open ? d.closes : '')),
      ),
    )
  }

  return (
    <SettingsSection
      id="settings-hours"
      title="Opening hours"
      description="Times follow the 90-minute slots. Bookings already made outside new hours stay booked."
    >
      <form onSubmit={submit} noValidate>
        {days.map((day, i) => {
          const name = WEEKDAYS[i]
          return (
            <fieldset key={name} className={row} aria-invalid={badDay === i + 1 || undefined}>
              <legend className={css({ srOnly: true })}>{name}</legend>
              <span aria-hidden className={css({ fontWeight: 'medium', color: badDay === i + 1 ? 'fg.error' : 'fg.default' })}>
                {name}
              </span>
              <label className={css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' })}>
                <input type="checkbox" checked={day.open} onChange={(e) => change(i, { open: e.target.checked })} />
                Open
              </label>
              <NativeSelect
                aria-label={`${name} opens at`}
                className={css({ w: 'full' })}
                value={day.opens}
                disabled={!day.open}
                onChange={(e) => change(i, { opens: e.target.value })}
              >
                {starts.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={`${name} closes at`}
                className={css({ w: 'full' })}
                value={day.closes}
                disabled={!day.open}
                onChange={(e) => change(i, { closes: e.target.value })}
              >
                {ends.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </NativeSelect>
            </fieldset>
          )
        })}
        <FormAlert message={problem?.message ?? save.formError()} />
        <div className={formFooter}>
          <Button type="submit" loading={save.busy} loadingText="Saving…">
            Save opening hours
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

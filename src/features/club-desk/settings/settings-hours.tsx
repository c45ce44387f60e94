import { useState, type FormEvent } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { SettingRefused } from '~/lib/setting-change'
import { saveOpeningHours } from './settings-changes'
import { weekdayName } from '../shared/weekday-name'
import { weekProblem, type DayHours } from './settings-forms'
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
  const save = useSave(m.desk_settings_hours_title(), onSaved)
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
      title={m.desk_settings_hours_title()}
      description={m.desk_settings_hours_description()}
    >
      <form onSubmit={submit} noValidate>
        {days.map((day, i) => {
          const name = weekdayName(i + 1)
          return (
            <fieldset key={name} className={row} aria-invalid={badDay === i + 1 || undefined}>
              <legend className={css({ srOnly: true })}>{name}</legend>
              <span aria-hidden className={css({ fontWeight: 'medium', color: badDay === i + 1 ? 'fg.error' : 'fg.default' })}>
                {name}
              </span>
              <label className={css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' })}>
                <input type="checkbox" checked={day.open} onChange={(e) => change(i, { open: e.target.checked })} />
                {m.desk_settings_open()}
              </label>
              <NativeSelect
                aria-label={m.desk_settings_opens_at({ day: name })}
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
                aria-label={m.desk_settings_closes_at({ day: name })}
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
          <Button type="submit" loading={save.busy} loadingText={m.desk_settings_saving()}>
            {m.desk_settings_save_hours()}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

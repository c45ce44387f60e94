import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { weekdayNames } from '~/lib/weekdays'
import { NativeSelect } from '../native-select'
import { actionsRow, FormAlert, useSave } from './settings-parts'
import { m } from '~/i18n/member'
import { getLocale } from '~/i18n/current-locale'

interface Props {
  /** "18:00", or null for no evening peak. */
  startsAt: string | null
  /** ISO weekdays (1 = Monday) that are peak all day. */
  weekdays: readonly number[]
  /** The times a peak can start at: the slots' starts. */
  slotStarts: readonly string[]
  save: (startsAt: string, weekdays: number[]) => Promise<RpcAnswer>
  onSaved: () => void
  /** Says whose peak hours these are, e.g. "Peak hours" or "Default peak hours". */
  title: string
}

/** When peak prices apply: from a slot's start on every day, and all day on chosen weekdays (a club's, or a country's default). */
export function PeakHoursForm({ startsAt: initialStart, weekdays: initialDays, slotStarts, save: send, onSaved, title }: Props) {
  const titleId = useId()
  const [startsAt, setStartsAt] = useState(initialStart ?? '')
  const [weekdays, setWeekdays] = useState<number[]>([...initialDays])
  const save = useSave(title, onSaved)

  async function submit(event: FormEvent) {
    event.preventDefault()
    await save.run(() => send(startsAt, [...weekdays].sort()))
  }

  const toggle = (day: number, on: boolean) => setWeekdays((all) => (on ? [...all, day] : all.filter((d) => d !== day)))
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' })}>
      <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
        {title}
      </h3>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm', fontWeight: 'medium', maxW: '20rem' })}>
        {m.memberkit_evening_peak()}
        <NativeSelect value={startsAt} onChange={(e) => setStartsAt(e.target.value)}>
          <option value="">{m.memberkit_no_evening_peak()}</option>
          {slotStarts.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </label>
      <fieldset>
        <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '1.5' })}>{m.memberkit_peak_all_day()}</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {weekdayNames().map((name, i) => (
            <label key={i} className={css({ display: 'flex', gap: '1.5', alignItems: 'center', textStyle: 'sm' })}>
              <input type="checkbox" checked={weekdays.includes(i + 1)} onChange={(e) => toggle(i + 1, e.target.checked)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={save.formError()} />
      <div className={actionsRow}>
        <Button type="submit" loading={save.busy} loadingText={m.memberkit_saving()}>
          {m.memberkit_save_named({ title: getLocale() === 'de' ? title : title.toLowerCase() })}
        </Button>
      </div>
    </form>
  )
}

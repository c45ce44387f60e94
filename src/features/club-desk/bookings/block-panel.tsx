import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney } from '~/lib/money'
import { blockCourtSlots, type BlockKind, type BookingInTheWay } from './api/block-court-slots'
import type { ClubDay } from './api/club-day'
import { blockKinds, dayLabel } from './lib/day-grid'
import { actions, choice, choiceRow, fieldset, panel, select, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'
import { courtName } from '~/lib/court-name'

export interface BlockStart {
  courtIds: string[]
  slotIds: number[]
  date: string
}

type Repeat = 'once' | 'daily' | 'weekly'

/** Block courts: one slot, every day of a range, or weekly until a date; bookings in the way are listed first. */
export function BlockPanel({ day, start, onDone, onBack }: { day: ClubDay; start: BlockStart; onDone: () => void; onBack: () => void }) {
  const [courts, setCourts] = useState<string[]>(start.courtIds)
  const [slots, setSlots] = useState<number[]>(start.slotIds)
  const [from, setFrom] = useState(start.date)
  const [until, setUntil] = useState(start.date)
  const [repeat, setRepeat] = useState<Repeat>('once')
  const [kind, setKind] = useState<BlockKind>('maintenance')
  const [reason, setReason] = useState('')
  const [inTheWay, setInTheWay] = useState<BookingInTheWay[] | null>(null)
  const [cancelThem, setCancelThem] = useState(false)
  const { busy, error, setError, run } = useDeskAction(onDone)
  const repeatName = useId()
  const kindId = useId()
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item])

  function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!courts.length) return setError(m.desk_choose_court())
    if (!slots.length) return setError(m.desk_choose_slot())
    if (!reason.trim()) return setError(m.desk_say_why())
    void run(async () => {
      const outcome = await blockCourtSlots({
        clubId: day.club.id, courtIds: courts, slotIds: slots, from, until: repeat === 'once' ? from : until,
        weekly: repeat === 'weekly', kind, reason, cancelBookings: inTheWay !== null && cancelThem,
      })
      if (outcome.done) return outcome.message
      setInTheWay(outcome.bookings)
      setError(outcome.message)
      return null
    })
  }

  const changed = () => {
    setInTheWay(null)
    setCancelThem(false)
  }
  return (
    <form className={panel} onSubmit={submit} noValidate onChange={(e) => (e.target as HTMLElement).dataset.keep === undefined && changed()}>
      <fieldset className={fieldset}>
        <legend>{m.desk_courts()}</legend>
        <div className={choiceRow}>
          {day.courts.map((k) => (
            <label key={k.id} className={choice}>
              <input type="checkbox" checked={courts.includes(k.id)} onChange={() => setCourts(toggle(courts, k.id))} /> {courtName(k, m.desk_court_number)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend>{m.desk_time_slots()}</legend>
        <div className={choiceRow}>
          {day.slots.map((s) => (
            <label key={s.id} className={choice}>
              <input type="checkbox" checked={slots.includes(s.id)} onChange={() => setSlots(toggle(slots, s.id))} /> {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend>{m.desk_repeat()}</legend>
        <div className={choiceRow}>
          {(
            [
              ['once', m.desk_repeat_once()],
              ['daily', m.desk_repeat_daily()],
              ['weekly', m.desk_repeat_weekly()],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={choice}>
              <input type="radio" name={repeatName} checked={repeat === value} onChange={() => setRepeat(value)} /> {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
        <DateInput label={repeat === 'once' ? m.desk_date() : m.desk_from()} value={from} min={day.club.today} onChange={(date) => date && setFrom(date)} />
        {repeat === 'once' ? null : <DateInput label={m.desk_until()} value={until} min={from} onChange={(date) => date && setUntil(date)} />}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={kindId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
          {m.desk_kind()}
        </label>
        <select id={kindId} className={select} value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
          {Object.entries(blockKinds()).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Field.Root required>
        <Field.Label>{m.desk_reason()}</Field.Label>
        <Field.Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      {inTheWay ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <ul aria-label={m.desk_in_the_way()} className={css({ textStyle: 'sm', display: 'flex', flexDirection: 'column', gap: '1', maxH: '40', overflowY: 'auto' })}>
            {inTheWay.map((b) => (
              <li key={b.id}>
                {m.desk_in_the_way_row({ day: dayLabel(b.date), slot: b.slot_label, number: b.court_number, name: b.walk_in ? m.desk_walk_in_name({ name: b.name }) : b.name })} ·{' '}
                {formatMoney(b.price, b.currency)}
              </li>
            ))}
          </ul>
          <label className={choice}>
            <input type="checkbox" data-keep="" checked={cancelThem} onChange={(e) => setCancelThem(e.target.checked)} /> {m.desk_cancel_them()}
          </label>
        </div>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" loading={busy} loadingText={m.desk_blocking()} disabled={inTheWay !== null && !cancelThem}>
          {inTheWay ? m.desk_cancel_and_block() : m.desk_block()}
        </Button>
      </div>
    </form>
  )
}

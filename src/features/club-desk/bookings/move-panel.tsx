import { useEffect, useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import { Button } from '~/components/ui/button'
import { formatMoney } from '~/lib/money'
import { fetchClubDay, type CellBooking, type ClubDay } from './api/club-day'
import { moveBooking } from './api/move-booking'
import type { DeskTarget } from './desk-target'
import { actions, panel, priceLine, select, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/** Where to move a booking: a free court-slot on any day the desk shows; the price difference is shown first. */
export function MovePanel({ target, booking, onDone, onBack }: { target: DeskTarget; booking: CellBooking; onDone: () => void; onBack: () => void }) {
  const [date, setDate] = useState(target.date)
  const [day, setDay] = useState<{ date: string; day: ClubDay } | { date: string; error: string } | null>(null)
  const [choice, setChoice] = useState('')
  const { busy, error, run } = useDeskAction(onDone)
  const placeId = useId()

  useEffect(() => {
    let live = true
    fetchClubDay(target.clubId, date).then(
      (d) => live && setDay({ date, day: d }),
      (err: unknown) => live && setDay({ date, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [target.clubId, date])

  const loaded = day && day.date === date && 'day' in day ? day.day : null
  const free = loaded ? loaded.cells.filter((c) => c.state === 'free' && !c.past) : []
  const courtName = (id: string) => loaded?.courts.find((k) => k.id === id)?.name ?? m.desk_court()
  const slotLabel = (id: number) => loaded?.slots.find((s) => s.id === id)?.label ?? ''
  const picked = free.find((c) => `${c.court_id}/${c.slot_id}` === choice)
  const difference = picked ? picked.price - booking.price : 0
  const money = (n: number) => formatMoney(Math.abs(n), booking.currency)
  const settle = !picked
    ? null
    : difference === 0
      ? m.desk_same_price()
      : booking.walk_in
        ? difference > 0 ? m.desk_take_more({ amount: money(difference) }) : m.desk_give_back({ amount: money(difference) })
        : difference > 0 ? m.desk_wallet_charged({ amount: money(difference) }) : m.desk_wallet_refunded({ amount: money(difference) })

  function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!picked) return
    void run(() => moveBooking({ bookingId: booking.id, courtId: picked.court_id, date, slotId: picked.slot_id }))
  }

  return (
    <form className={panel} onSubmit={submit} noValidate>
      <DateInput
        label={m.desk_new_date()}
        value={date}
        min={target.today}
        onChange={(next) => {
          if (!next) return
          setDate(next)
          setChoice('')
        }}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={placeId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
          {m.desk_new_place()}
        </label>
        <select id={placeId} className={select} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={!loaded}>
          <option value="">{loaded ? (free.length ? m.desk_choose_free() : m.desk_none_free()) : m.desk_loading()}</option>
          {free.map((c) => (
            <option key={`${c.court_id}/${c.slot_id}`} value={`${c.court_id}/${c.slot_id}`}>
              {m.desk_place_option({ slot: slotLabel(c.slot_id), court: courtName(c.court_id), price: formatMoney(c.price, booking.currency) })}
            </option>
          ))}
        </select>
      </div>
      {day && 'error' in day ? <p className={serverError}>{day.error}</p> : null}
      {picked ? (
        <p className={priceLine} aria-live="polite">
          {m.desk_now_new_price({ now: formatMoney(booking.price, booking.currency), next: formatMoney(picked.price, booking.currency) })} {settle}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" disabled={!picked} loading={busy} loadingText={m.desk_moving()}>
          {m.desk_title_move()}
        </Button>
      </div>
    </form>
  )
}

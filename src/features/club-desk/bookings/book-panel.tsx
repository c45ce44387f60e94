import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { PlayerPicker } from '~/components/player-picker/player-picker'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney } from '~/lib/money'
import type { PlayerChoice } from '~/lib/search-players'
import { queueDeskBooking } from '~/db/operations/desk-booking'
import { useKeptMemberChoices } from '~/db/queries/desk'
import { queuedSentence } from './api/queued-action'
import type { DeskTarget } from './desk-target'
import { actions, choice, choiceRow, fieldset, panel, priceLine, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/** Book a free cell for a member (found by name or username) or a walk-in guest; the price comes first. */
export function BookPanel({ target, onDone, onBack }: { target: DeskTarget; onDone: () => void; onBack: () => void }) {
  const [who, setWho] = useState<'member' | 'walk_in'>('member')
  const [member, setMember] = useState<PlayerChoice | null>(null)
  const [guestName, setGuestName] = useState('')
  const [guestPhone, setGuestPhone] = useState('')
  // One id per attempt: a second tap (or a retry after a lost answer) is the same booking.
  const [bookingId] = useState(() => crypto.randomUUID())
  const { busy, error, setError, run } = useDeskAction(onDone)
  const name = useId()
  const price = formatMoney(target.cell.price, target.currency)
  const keptMembers = useKeptMemberChoices(target.clubId)

  // Both go through the outbox: a booking made with the Wi-Fi down is kept on the tablet and sent once it is back.
  function submit(e: React.FormEvent) {
    e.preventDefault()
    // What the desk shows for the booking until the server answers.
    const slot = {
      bookingId,
      clubId: target.clubId,
      courtId: target.cell.court_id,
      date: target.date,
      slotId: target.cell.slot_id,
      price: target.cell.price,
      currency: target.currency,
      courtNumber: target.court.number,
      courtName: target.court.name,
      slotLabel: target.slotLabel,
      startsAt: target.cell.starts_at,
    }
    if (who === 'member') {
      if (!member) return setError(m.desk_choose_member())
      void run(async () => {
        const { outboxId } = await queueDeskBooking({ kind: 'desk_book_member', payload: { ...slot, memberId: member.id, memberName: member.name } })
        // The server's own sentence for a booking (book_court).
        return queuedSentence(outboxId, m.desk_booking_successful())
      })
    } else {
      const name = guestName.trim()
      if (!name) return setError(m.desk_enter_guest_name())
      void run(async () => {
        const { outboxId } = await queueDeskBooking({ kind: 'desk_walk_in', payload: { ...slot, guestName: name, guestPhone: guestPhone.trim() || null } })
        // The server's own sentence for a walk-in (book_walk_in).
        return queuedSentence(outboxId, target.cell.price > 0 ? m.desk_booked_for_take({ name, price }) : m.desk_booked_for({ name }))
      })
    }
  }

  return (
    <form className={panel} onSubmit={submit} noValidate>
      <p className={priceLine}>{m.desk_price_line({ price })}</p>
      <fieldset className={fieldset}>
        <legend>{m.desk_book_for_legend()}</legend>
        <div className={choiceRow}>
          <label className={choice}>
            <input type="radio" name={name} checked={who === 'member'} onChange={() => setWho('member')} /> {m.desk_book_for_member()}
          </label>
          <label className={choice}>
            <input type="radio" name={name} checked={who === 'walk_in'} onChange={() => setWho('walk_in')} /> {m.desk_book_for_walk_in()}
          </label>
        </div>
      </fieldset>
      {who === 'member' ? (
        <PlayerPicker
          label={m.desk_member()}
          name="member"
          value={member}
          onChange={setMember}
          exclude={[]}
          known={keptMembers}
          knownHint={m.desk_known_members_hint()}
          disabled={busy}
        />
      ) : (
        <>
          <Field.Root required>
            <Field.Label>{m.desk_guest_name()}</Field.Label>
            <Field.Input value={guestName} maxLength={100} autoComplete="off" onChange={(e) => setGuestName(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{m.desk_guest_phone()}</Field.Label>
            <Field.Input type="tel" value={guestPhone} maxLength={40} autoComplete="off" onChange={(e) => setGuestPhone(e.target.value)} />
          </Field.Root>
        </>
      )}
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" loading={busy} loadingText={m.desk_booking_busy()}>
          {who === 'member' ? m.desk_book_member_for({ price }) : m.desk_book_walk_in_for({ price })}
        </Button>
      </div>
    </form>
  )
}

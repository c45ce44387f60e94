import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import { formatMoney } from '~/lib/money'
import type { CellBooking } from './api/club-day'
import { takeBookingPayment, type DeskPayMethod } from './api/take-payment'
import { actions, choice, choiceRow, fieldset, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/**
 * Taking what a booking owes: a second step that names the person and the amount, so a mis-tap on the grid
 * never records money that was not handed over.
 */
export function PayPanel({ booking, onDone, onBack }: { booking: CellBooking; onDone: () => void; onBack: () => void }) {
  const [method, setMethod] = useState<DeskPayMethod>('card_terminal')
  const { busy, error, run } = useDeskAction(onDone)
  const name = useId()
  const amount = formatMoney(booking.due, booking.currency)
  const methods: [DeskPayMethod, string][] = [
    ['card_terminal', m.desk_pay_card_terminal()],
    ['cash', m.desk_pay_cash()],
  ]
  function submit(e: React.FormEvent) {
    e.preventDefault()
    void run(() => takeBookingPayment(booking.id, booking.due, method))
  }
  return (
    <form className={panel} onSubmit={submit} noValidate>
      <p data-testid="pay-confirmation">{m.desk_pay_confirm({ person: booking.name, amount })}</p>
      <fieldset className={fieldset}>
        <legend>{m.desk_pay_method()}</legend>
        <div className={choiceRow}>
          {methods.map(([value, label]) => (
            <label key={value} className={choice}>
              <input type="radio" name={name} checked={method === value} onChange={() => setMethod(value)} /> {label}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" loading={busy} loadingText={m.desk_pay_taking()}>
          {m.desk_pay_take_amount({ amount })}
        </Button>
      </div>
    </form>
  )
}

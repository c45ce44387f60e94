import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { formatMoney } from '~/lib/money'
import { cancelBooking, type RefundChoice } from './api/cancel-booking'
import type { CellBooking } from './api/club-day'
import { actions, choice, fieldset, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/** Cancel with a refund choice; anything but a full refund needs a reason the member is given. */
export function CancelPanel({ booking, onDone, onBack }: { booking: CellBooking; onDone: () => void; onBack: () => void }) {
  const [refund, setRefund] = useState<RefundChoice>('full')
  const [reason, setReason] = useState('')
  const { busy, error, setError, run } = useDeskAction(onDone)
  const name = useId()
  const options: [RefundChoice, string][] = [
    [
      'full',
      // Nothing paid yet: a cancellation in full forgives what is due instead of giving money back.
      booking.due > 0
        ? m.desk_refund_full_due({ price: formatMoney(booking.due, booking.currency) })
        : (booking.walk_in ? m.desk_refund_full_desk : m.desk_refund_full_wallet)({
            price: formatMoney(booking.price, booking.currency),
          }),
    ],
    ['terms', m.desk_refund_terms()],
    ['none', m.desk_refund_none()],
  ]
  function submit(e: React.FormEvent) {
    e.preventDefault()
    if (refund !== 'full' && !reason.trim()) return setError(m.desk_reason_needed())
    void run(() => cancelBooking(booking.id, refund, reason))
  }
  return (
    <form className={panel} onSubmit={submit} noValidate>
      <fieldset className={fieldset}>
        <legend>{m.desk_refund()}</legend>
        {options.map(([value, label]) => (
          <label key={value} className={choice}>
            <input type="radio" name={name} checked={refund === value} onChange={() => setRefund(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <Field.Root required={refund !== 'full'}>
        <Field.Label>{refund === 'full' ? m.desk_reason_optional() : m.desk_reason()}</Field.Label>
        <Field.Textarea value={reason} maxLength={300} rows={2} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} loadingText={m.desk_cancelling()}>
          {m.desk_title_cancel()}
        </Button>
      </div>
    </form>
  )
}

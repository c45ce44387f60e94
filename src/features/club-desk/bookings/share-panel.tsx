import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import { formatMoney } from '~/lib/money'
import type { CellMatch, MatchPlayer } from './api/club-day'
import { takeSharePayment } from './api/take-share-payment'
import type { DeskPayMethod } from './api/take-payment'
import { actions, choice, choiceRow, fieldset, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/**
 * Taking one player's share of a match, as the booking's payment is taken: a second step that names the person and
 * the amount, so a mis-tap on the list never records money that was not handed over.
 */
export function SharePanel({ match, player, amount, currency, onDone, onBack }: {
  match: CellMatch
  player: MatchPlayer
  amount: number
  currency: string
  onDone: () => void
  onBack: () => void
}) {
  const [method, setMethod] = useState<DeskPayMethod>('card_terminal')
  const { busy, error, run } = useDeskAction(onDone)
  const name = useId()
  const shown = formatMoney(amount, currency)
  const methods: [DeskPayMethod, string][] = [
    ['card_terminal', m.desk_pay_card_terminal()],
    ['cash', m.desk_pay_cash()],
  ]
  function submit(e: React.FormEvent) {
    e.preventDefault()
    void run(() => takeSharePayment(match.id, player.member_id, method))
  }
  return (
    <form className={panel} onSubmit={submit} noValidate>
      <p data-testid="share-confirmation">{m.desk_share_confirm({ person: player.name, amount: shown })}</p>
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
          {m.desk_pay_take_amount({ amount: shown })}
        </Button>
      </div>
    </form>
  )
}

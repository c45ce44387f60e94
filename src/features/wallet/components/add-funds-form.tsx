import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { useCardPayments } from '~/components/card-payments'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { useClubs, useSyncStatus } from '~/db/queries'
import { queueTopUp } from '~/db/operations/top-up'
import { errorText } from '~/i18n/server-words'
import { useSession } from '~/db/use-session'
import { currencySign, formatMoney } from '~/lib/money'
import { homeClubId } from '../lib/home-club'
import { CLUB_REQUIRED, TopUpSchema } from '../schemas/top-up'
import { TopUpDone, type RequestedTopUp } from './top-up-done'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

const PRESETS = [20, 50, 100]
type Errors = Partial<Record<'amount' | 'clubId' | 'form', string>>

function validate(values: { amount: string; clubId: string }): { ok: v.InferOutput<typeof TopUpSchema> } | { errors: Errors } {
  const result = v.safeParse(TopUpSchema, values)
  if (result.success) return { ok: result.output }
  const errors: Errors = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as 'amount' | 'clubId' | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return { errors }
}

export function AddFundsForm({ onDone }: { onDone: () => void }) {
  const clubs = useClubs()
  const { profile } = useSession()
  const { online } = useSyncStatus()
  const card = useCardPayments()
  const [amount, setAmount] = useState('')
  // Empty means "not chosen yet": the home club is shown as chosen until the player picks another.
  const [chosenClub, setChosenClub] = useState('')
  const clubId = chosenClub || (homeClubId(profile) ?? '')
  // The request goes to this club and is in its currency: the amount is asked for in that currency.
  const club = clubs?.find((c) => c.id === clubId)
  const currency = club?.currency ?? null
  const [errors, setErrors] = useState<Errors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<RequestedTopUp | null>(null)

  if (done) return <TopUpDone request={done} offline={!online} onClose={onDone} />

  const recheck = (next: { amount: string; clubId: string }) => {
    if (!tried) return
    const r = validate(next)
    setErrors('errors' in r ? r.errors : {})
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setTried(true)
    const r = validate({ amount, clubId })
    if ('errors' in r) return setErrors(r.errors)
    const target = clubs?.find((c) => c.id === r.ok.clubId)
    if (!target) return setErrors({ clubId: CLUB_REQUIRED() })
    setBusy(true)
    setErrors({})
    try {
      await queueTopUp({ amount: r.ok.amount, clubId: target.id, currency: target.currency })
      setDone({ amount: r.ok.amount, currency: target.currency, clubName: target.name })
    } catch (err) {
      setErrors({ form: errorText(err, m.wallet_request_not_saved()) })
    } finally {
      setBusy(false)
    }
  }

  // The same amount and club, paid by card at once instead of at the desk: a top-up in that club's currency.
  function payByCard() {
    setTried(true)
    const r = validate({ amount, clubId })
    if ('errors' in r) return setErrors(r.errors)
    const target = clubs?.find((c) => c.id === r.ok.clubId)
    if (!target) return setErrors({ clubId: CLUB_REQUIRED() })
    card.pay({ topUp: { amount: r.ok.amount, currency: target.currency } })
    onDone()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.wallet_add_funds_label()}>
      <Dialog.Body>
        <Field.Root invalid={Boolean(errors.clubId)} required disabled={busy || !clubs}>
          <Field.Label>{m.wallet_pay_club_label()}</Field.Label>
          <Field.Select
            name="clubId"
            value={clubId}
            onChange={(e) => {
              setChosenClub(e.currentTarget.value)
              recheck({ amount, clubId: e.currentTarget.value })
            }}
          >
            <option value="">{m.wallet_choose_club()}</option>
            {(clubs ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.city}) · {c.currency}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.clubId}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.amount)} required disabled={busy}>
          <Field.Label>{currency ? m.wallet_amount_in({ sign: currencySign(currency) }) : m.wallet_amount()}</Field.Label>
          <Field.Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="40.00"
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value)
              recheck({ amount: e.currentTarget.value, clubId })
            }}
          />
          <Field.HelperText>
            {currency ? m.wallet_amount_help({ currency, club: club?.name ?? '', max: formatMoney(1000, currency) }) : m.wallet_amount_help_no_club()}
          </Field.HelperText>
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        </Field.Root>
        <div role="group" aria-label={m.wallet_quick_amounts()} className={css({ display: 'flex', gap: '2' })}>
          {PRESETS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                setAmount(String(p))
                recheck({ amount: String(p), clubId })
              }}
            >
              {currency ? formatMoney(p, currency) : p}
            </Button>
          ))}
        </div>
        {errors.form ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {errors.form}
          </p>
        ) : null}
        {card.offered ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '3', borderTopWidth: '1px', borderColor: 'border.muted' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.wallet_pay_by_card_help()}</p>
            <Button variant="outline" disabled={busy} onClick={payByCard} className={css({ alignSelf: 'flex-start' })}>
              {m.wallet_pay_by_card_now()}
            </Button>
          </div>
        ) : null}
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText={m.wallet_requesting()}>
        {m.wallet_request_top_up()}
      </DialogFormFooter>
    </form>
  )
}

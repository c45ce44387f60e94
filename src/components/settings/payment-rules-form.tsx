import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { FormAlert, formFooter, formRow, useSave } from './settings-parts'
import { m } from '~/i18n/staff'

type Way = 'wallet' | 'club' | 'card'
type RefundsTo = 'wallet' | 'card'

export interface PaymentRules {
  pay_ways: string[]
  unpaid_limit: number
  free_cancel_minutes: number
  /** Card payments are set up for the network (a club's settings say; a country's do not). */
  card_enabled?: boolean
  /** Where refunds of a club's card-paid bookings go. */
  card_refunds_to?: RefundsTo
}

interface Props {
  rules: PaymentRules
  /** `cardRefundsTo` is null when the form does not ask it (a country, or card not set up): the saved choice stays. */
  save: (ways: string[], unpaidLimit: number, freeCancelMinutes: number, cardRefundsTo: RefundsTo | null) => Promise<RpcAnswer>
  onSaved: () => void
  /** The toast's title, e.g. "Payments". */
  title: string
  /** Asks where refunds of card payments go: a club's choice (a country has no such default). */
  refundChoice?: boolean
}

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11', cursor: 'pointer' })

/**
 * How a booking is paid (a club's rules, or the defaults a country's new clubs start with): from the wallet, at the
 * desk, by card online, or several; how many bookings a member may leave to pay at the desk; and the minutes in which
 * a new booking is cancelled for free. Card appears once it is set up for the network (the server refuses it before),
 * with, for a club, where refunds of card payments go — asked even with card unticked, for the card payments made.
 */
export function PaymentRulesForm({ rules, save: send, onSaved, title, refundChoice = false }: Props) {
  const card = rules.card_enabled === true
  const [ways, setWays] = useState<Way[]>(rules.pay_ways.filter((w): w is Way => w === 'wallet' || w === 'club' || (w === 'card' && card)))
  const [refundsTo, setRefundsTo] = useState<RefundsTo>(rules.card_refunds_to ?? 'wallet')
  const asksRefunds = card && refundChoice
  const [limit, setLimit] = useState(String(rules.unpaid_limit))
  const [minutes, setMinutes] = useState(String(rules.free_cancel_minutes))
  const save = useSave(title, onSaved)
  const legend = useId()
  const toggle = (way: Way, on: boolean) => setWays((now) => (on ? [...new Set([...now, way])] : now.filter((w) => w !== way)))

  function submit(e: React.FormEvent) {
    e.preventDefault()
    // The server checks every value and answers with the sentence for the field that is wrong.
    void save.run(() => send(ways, Number(limit), Number(minutes), asksRefunds ? refundsTo : null))
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset aria-describedby={card ? undefined : `${legend}-hint`} className={css({ mb: '3' })}>
        <legend className={css({ fontWeight: 'medium', mb: '1' })}>{m.desk_settings_payment_ways()}</legend>
        <label className={choice}>
          <input type="checkbox" checked={ways.includes('wallet')} onChange={(e) => toggle('wallet', e.target.checked)} />
          {m.desk_settings_payment_wallet()}
        </label>
        <label className={choice}>
          <input type="checkbox" checked={ways.includes('club')} onChange={(e) => toggle('club', e.target.checked)} />
          {m.desk_settings_payment_club()}
        </label>
        {card ? (
          <label className={choice}>
            <input type="checkbox" checked={ways.includes('card')} onChange={(e) => toggle('card', e.target.checked)} />
            {m.desk_settings_payment_card()}
          </label>
        ) : (
          <p id={`${legend}-hint`} className={css({ color: 'fg.muted', textStyle: 'sm' })}>
            {m.desk_settings_payment_card_hint()}
          </p>
        )}
        {save.fieldError('pay_ways') ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {save.fieldError('pay_ways')}
          </p>
        ) : null}
      </fieldset>
      {asksRefunds ? (
        <fieldset className={css({ mb: '3' })}>
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>{m.desk_settings_payment_refunds_to()}</legend>
          {(['wallet', 'card'] as const).map((to) => (
            <label key={to} className={choice}>
              <input type="radio" name={`${legend}-refunds`} value={to} checked={refundsTo === to} onChange={() => setRefundsTo(to)} />
              {to === 'wallet' ? m.desk_settings_payment_refunds_wallet() : m.desk_settings_payment_refunds_card()}
            </label>
          ))}
          {save.fieldError('card_refunds_to') ? (
            <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
              {save.fieldError('card_refunds_to')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className={formRow}>
        <Field.Root invalid={Boolean(save.fieldError('unpaid_limit'))}>
          <Field.Label>{m.desk_settings_payment_limit()}</Field.Label>
          <Field.Input inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
          <Field.HelperText>{m.desk_settings_payment_limit_hint()}</Field.HelperText>
          <Field.ErrorText>{save.fieldError('unpaid_limit')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(save.fieldError('free_cancel_minutes'))}>
          <Field.Label>{m.desk_settings_payment_minutes()}</Field.Label>
          <Field.Input inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          <Field.HelperText>{m.desk_settings_payment_minutes_hint()}</Field.HelperText>
          <Field.ErrorText>{save.fieldError('free_cancel_minutes')}</Field.ErrorText>
        </Field.Root>
      </div>
      <FormAlert message={save.formError(['pay_ways', 'unpaid_limit', 'free_cancel_minutes', 'card_refunds_to'])} />
      <div className={formFooter}>
        <Button type="submit" loading={save.busy} loadingText={m.desk_settings_payment_saving()}>
          {m.desk_settings_payment_save()}
        </Button>
      </div>
    </form>
  )
}

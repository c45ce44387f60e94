import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { FormAlert, formFooter, formRow, useSave } from './settings-parts'
import { m } from '~/i18n/staff'

type Way = 'wallet' | 'club'

export interface PaymentRules {
  pay_ways: string[]
  unpaid_limit: number
  free_cancel_minutes: number
}

interface Props {
  rules: PaymentRules
  save: (ways: string[], unpaidLimit: number, freeCancelMinutes: number) => Promise<RpcAnswer>
  onSaved: () => void
  /** The toast's title, e.g. "Payments". */
  title: string
}

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11', cursor: 'pointer' })

/**
 * How a booking is paid (a club's rules, or the defaults a country's new clubs start with): from the wallet, at the
 * desk, or both; how many bookings a member may leave to pay at the desk; and the minutes in which a new booking
 * is cancelled for free. Card payments appear here once they are set up for the network.
 */
export function PaymentRulesForm({ rules, save: send, onSaved, title }: Props) {
  const [ways, setWays] = useState<Way[]>(rules.pay_ways.filter((w): w is Way => w === 'wallet' || w === 'club'))
  const [limit, setLimit] = useState(String(rules.unpaid_limit))
  const [minutes, setMinutes] = useState(String(rules.free_cancel_minutes))
  const save = useSave(title, onSaved)
  const legend = useId()
  const toggle = (way: Way, on: boolean) => setWays((now) => (on ? [...new Set([...now, way])] : now.filter((w) => w !== way)))

  function submit(e: React.FormEvent) {
    e.preventDefault()
    // The server checks every value and answers with the sentence for the field that is wrong.
    void save.run(() => send(ways, Number(limit), Number(minutes)))
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset aria-describedby={`${legend}-hint`} className={css({ mb: '3' })}>
        <legend className={css({ fontWeight: 'medium', mb: '1' })}>{m.desk_settings_payment_ways()}</legend>
        <label className={choice}>
          <input type="checkbox" checked={ways.includes('wallet')} onChange={(e) => toggle('wallet', e.target.checked)} />
          {m.desk_settings_payment_wallet()}
        </label>
        <label className={choice}>
          <input type="checkbox" checked={ways.includes('club')} onChange={(e) => toggle('club', e.target.checked)} />
          {m.desk_settings_payment_club()}
        </label>
        <p id={`${legend}-hint`} className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          {m.desk_settings_payment_card_hint()}
        </p>
        {save.fieldError('pay_ways') ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {save.fieldError('pay_ways')}
          </p>
        ) : null}
      </fieldset>
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
      <FormAlert message={save.formError(['pay_ways', 'unpaid_limit', 'free_cancel_minutes'])} />
      <div className={formFooter}>
        <Button type="submit" loading={save.busy} loadingText={m.desk_settings_payment_saving()}>
          {m.desk_settings_payment_save()}
        </Button>
      </div>
    </form>
  )
}

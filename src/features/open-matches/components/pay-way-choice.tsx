import { css } from 'styled-system/css'
import type { JoinPayWay, SharePayWay } from '~/db/operations/open-match-place'
import { m } from '~/i18n/member'

// Read when shown: the member area's words are loaded after this module.
const LABEL: Record<JoinPayWay, () => string> = {
  wallet: () => m.openmatches_pay_wallet(),
  club: () => m.openmatches_pay_club(),
  card: () => m.openmatches_pay_card(),
}

/** The ways of paying a share the club takes, as radio buttons. */
export function PayWayChoice<W extends JoinPayWay>({ ways, value, onChange, name }: { ways: readonly W[]; value: W; onChange: (way: W) => void; name: string }) {
  if (ways.length <= 1) return null
  return (
    <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', textStyle: 'sm' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{m.openmatches_pay_how()}</legend>
      {ways.map((way) => (
        <label key={way} className={css({ display: 'flex', alignItems: 'center', gap: '1.5', cursor: 'pointer' })}>
          <input type="radio" name={name} value={way} checked={value === way} onChange={() => onChange(way)} />
          {LABEL[way]()}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The club's ways that pay a share, wallet first; the wallet when the club says nothing. Card only where card
 * payments are offered here (set up, and online).
 */
export function shareWays(payWays: readonly string[] | undefined, cardOffered = false): JoinPayWay[] {
  const ways = (['wallet', 'club', 'card'] as const).filter((w) => (w === 'card' ? cardOffered && !!payWays?.includes(w) : (payWays?.includes(w) ?? w === 'wallet')))
  return ways.length ? ways : ['wallet']
}

/** The ways the outbox pays with (keeping the court, a share paid later): all but card. */
export function outboxWays(ways: readonly JoinPayWay[]): SharePayWay[] {
  const kept = ways.filter((w): w is SharePayWay => w !== 'card')
  return kept.length ? kept : ['wallet']
}

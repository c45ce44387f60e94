import { useState } from 'react'
import { css } from 'styled-system/css'
import { useCardPayments } from '~/components/card-payments'
import { Button } from '~/components/ui/button'
import { queueLeaveMatch } from '~/db/operations/leave-match'
import type { JoinPayWay } from '~/db/operations/open-match-place'
import { queuePayShare } from '~/db/operations/pay-share'
import type { MyOpenMatch } from '~/db/types'
import { errorText } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { formatDateTime } from '~/lib/time-format'
import { canLeave, CARD_HOLD_MINUTES, leaveDeadline, leavesFree, owes } from '../lib/place'
import { myStateText } from './match-text'
import { PayWayChoice } from './pay-way-choice'
import { m } from '~/i18n/member'

const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }

export interface MyPlacePanelProps {
  match: MyOpenMatch
  userId: string | null
  ways: readonly JoinPayWay[]
  now: Date
  online: boolean
  /** The card payment dialog closed: the page asks the server for the match again. */
  onCardClosed?: () => void
}

/** Where the player stands: pay the share they owe, or leave (saying whether the share comes back). */
export function MyPlacePanel({ match, userId, ways, now, online, onCardClosed }: MyPlacePanelProps) {
  const card = useCardPayments()
  const [chosen, setPayWith] = useState<JoinPayWay | null>(null)
  // Until the player chooses, a player who joined by card pays by card (the panel may show before the join lands).
  const payWith = chosen && ways.includes(chosen) ? chosen : match.me?.pay_with === 'card' && ways.includes('card') ? 'card' : (ways[0] ?? 'wallet')
  const [busy, setBusy] = useState<'pay' | 'leave' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const owed = owes(match)
  const waiting = match.syncState === 'pending'
  const deadline = leaveDeadline(match)
  const at = formatDateTime(deadline.at, { ...MOMENT, timeZone: match.time_zone })

  async function run(what: 'pay' | 'leave', action: () => Promise<unknown>) {
    setBusy(what)
    setProblem(null)
    try {
      await action()
    } catch (err) {
      setProblem(errorText(err, m.openmatches_failed()))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-label={m.openmatches_my_place()} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {myStateText(match) ? <p className={css({ fontWeight: 'semibold' })}>{myStateText(match)}</p> : null}
      {owed > 0 && !waiting ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p>{m.openmatches_to_pay({ amount: formatMoney(owed, match.currency) })}</p>
          {match.me?.pay_with === 'card' && !match.private ? (
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_card_hold({ minutes: CARD_HOLD_MINUTES })}</p>
          ) : null}
          <PayWayChoice ways={ways} value={payWith} onChange={setPayWith} name={`share-${match.id}`} />
          <div>
            {payWith === 'card' ? (
              <Button onClick={() => card.pay({ matchId: match.id }, onCardClosed)} disabled={busy !== null || !online}>
                {m.openmatches_pay_share_card({ amount: formatMoney(owed, match.currency) })}
              </Button>
            ) : (
              <Button onClick={() => void run('pay', () => queuePayShare(match.id, payWith))} loading={busy === 'pay'} disabled={busy !== null}>
                {m.openmatches_pay_share()}
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {canLeave(match, userId, now) && !waiting ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {leavesFree(match, now) ? m.openmatches_leave_free({ time: at }) : m.openmatches_leave_late({ time: at })}
          </p>
          <div>
            <Button variant="outline" colorPalette="red" onClick={() => void run('leave', () => queueLeaveMatch(match.id))} loading={busy === 'leave'} disabled={busy !== null}>
              {m.openmatches_leave()}
            </Button>
          </div>
        </div>
      ) : null}
      {!online ? <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_offline_action()}</p> : null}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}

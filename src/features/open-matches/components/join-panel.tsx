import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { queueJoinMatch } from '~/db/operations/join-match'
import type { JoinPayWay } from '~/db/operations/open-match-place'
import type { MyOpenMatch } from '~/db/types'
import { errorText } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { CARD_HOLD_MINUTES, type JoinKind } from '../lib/place'
import { levelText } from './match-text'
import { PayWayChoice } from './pay-way-choice'
import { m } from '~/i18n/member'

export interface JoinPanelProps {
  match: MyOpenMatch
  kind: JoinKind
  ways: readonly JoinPayWay[]
  level: number | null
  signedIn: boolean
  online: boolean
}

/** Join (in the range), ask to join (outside it) or join the waiting list (full), paying the club's way. */
export function JoinPanel({ match, kind, ways, level, signedIn, online }: JoinPanelProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const [payWith, setPayWith] = useState<JoinPayWay>(ways[0] ?? 'wallet')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const label = kind === 'join' ? m.openmatches_join() : kind === 'ask' ? m.openmatches_ask_to_join() : m.openmatches_join_waiting_list()

  async function join() {
    if (!signedIn) {
      // Visitors see the list; joining is a member's, so sign in and come back here.
      await navigate({ to: '/login', search: { redirect: location.href } })
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await queueJoinMatch({ matchId: match.id, payWith, wait: kind === 'wait' })
    } catch (err) {
      setProblem(errorText(err, m.openmatches_failed()))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {match.next_share !== null ? <p>{m.openmatches_share_of({ amount: formatMoney(match.next_share, match.currency) })}</p> : null}
      {kind === 'ask' && level !== null ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_outside_range({ level: levelText(level) })}</p> : null}
      {kind === 'wait' ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_waiting_count({ count: match.waiting })}</p> : null}
      {signedIn ? <PayWayChoice ways={ways} value={payWith} onChange={setPayWith} name={`pay-${match.id}`} /> : null}
      {signedIn && payWith === 'card' ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_card_hold({ minutes: CARD_HOLD_MINUTES })}</p>
      ) : null}
      <div>
        <Button onClick={() => void join()} loading={busy} disabled={busy}>
          {signedIn ? label : m.openmatches_sign_in_to_join()}
        </Button>
      </div>
      {signedIn && !online ? <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_offline_action()}</p> : null}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}

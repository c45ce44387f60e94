import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MyOpenMatch } from '~/db/types'
import { answerMatchRequest } from '../api/answer-request'
import { levelText } from './match-text'
import { useOnlineAction } from './online-action'
import { m } from '~/i18n/member'

/** The organiser's requests from players outside the level range: accept (a place and their share) or decline. */
export function RequestsPanel({ match, online }: { match: MyOpenMatch; online: boolean }) {
  const { busy, problem, run } = useOnlineAction()
  return (
    <section aria-labelledby="match-requests" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="match-requests" className={css({ textStyle: 'lg', fontWeight: 'bold' })}>
        {m.openmatches_requests()}
      </h2>
      {match.requested.length === 0 ? <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.openmatches_no_requests()}</p> : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {match.requested.map((r) => (
          <li key={r.member_id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
            <span>{m.openmatches_player_level({ name: r.name, level: levelText(r.rating) })}</span>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button
                size="sm"
                disabled={!online || busy !== null}
                loading={busy === `accept-${r.member_id}`}
                aria-label={m.openmatches_accept_of({ name: r.name })}
                onClick={() => void run(`accept-${r.member_id}`, () => answerMatchRequest(match.id, r.member_id, true), ['accepted'])}
              >
                {m.openmatches_accept()}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!online || busy !== null}
                loading={busy === `decline-${r.member_id}`}
                aria-label={m.openmatches_decline_of({ name: r.name })}
                onClick={() => void run(`decline-${r.member_id}`, () => answerMatchRequest(match.id, r.member_id, false), ['declined'])}
              >
                {m.openmatches_decline()}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {!online && match.requested.length > 0 ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_online_only()}</p> : null}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}

import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { SharePayWay } from '~/db/operations/open-match-place'
import type { MyOpenMatch } from '~/db/types'
import { keepMatchCourt } from '../api/keep-court'
import { useOnlineAction } from './online-action'
import { PayWayChoice } from './pay-way-choice'
import { m } from '~/i18n/member'

/** Not full yet: the players in may keep the court and pay the free places' shares, rather than see it cancelled. */
export function KeepCourtPanel({ match, ways, online }: { match: MyOpenMatch; ways: readonly SharePayWay[]; online: boolean }) {
  const [payWith, setPayWith] = useState<SharePayWay>(ways[0] ?? 'wallet')
  const { busy, problem, run } = useOnlineAction()
  return (
    <section aria-label={m.openmatches_keep_court()} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_keep_court_hint()}</p>
      <PayWayChoice ways={ways} value={payWith} onChange={setPayWith} name={`keep-${match.id}`} />
      <div>
        <Button variant="outline" disabled={!online || busy !== null} loading={busy === 'keep'} onClick={() => void run('keep', () => keepMatchCourt(match.id, payWith), ['kept'])}>
          {m.openmatches_keep_court()}
        </Button>
      </div>
      {!online ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_online_only()}</p> : null}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}

import { useState } from 'react'
import { css } from 'styled-system/css'
import { useTournamentDetail } from '~/db/queries'
import type { TournamentMatch, TournamentRow } from '~/db/types'
import { entryIndex } from '../../lib/teams'
import { DrawSection } from '../draw-section'
import { EntriesSection } from '../entries-section'
import { HeadingDepthProvider } from '../heading'
import { useDetailRefresh } from '../use-detail-refresh'
import { RecordResultButton } from './record-result-button'
import { m } from '~/i18n/member'

/** A tournament's teams and draw for staff, with "Record result" on every match ready to be played. */
export function StaffDrawPanel({ tournament, timeZone }: { tournament: TournamentRow; timeZone: string | undefined }) {
  const [version, setVersion] = useState(0)
  const refresh = useDetailRefresh(tournament.id, String(version))
  const detail = useTournamentDetail(tournament.id)
  if (!detail) {
    return <p className={css({ color: 'fg.muted' })}>{refresh === 'error' ? m.tournaments_draw_failed() : m.tournaments_loading_draw()}</p>
  }
  const entries = entryIndex(detail)
  const actions = (match: TournamentMatch) =>
    match.status === 'scheduled' && match.team1_entry_id && match.team2_entry_id ? (
      <RecordResultButton match={match} entries={entries} format={detail.tournament.format} onRecorded={() => setVersion((n) => n + 1)} />
    ) : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', pt: '3', borderTopWidth: '1px', borderColor: 'border.muted', minW: '0' })}>
      {/* Under the item's own heading (h3 in a page whose groups are h2). */}
      <HeadingDepthProvider depth={4}>
        <DrawSection detail={detail} timeZone={timeZone} userId={null} matchActions={actions} />
        <EntriesSection detail={detail} userId={null} />
      </HeadingDepthProvider>
    </div>
  )
}

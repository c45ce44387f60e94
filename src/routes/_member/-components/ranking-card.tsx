import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useMyRanking, useStatistics } from '~/db/queries'
import { trendText } from './dashboard-lib'
import { TrendIcon } from './trend-icon'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ textStyle: '2xl', fontWeight: 'bold' })

/** Where the player stands in the network (rank, points, trend) from the last sync, so it works offline. */
export function RankingCard() {
  const ranking = useMyRanking('network')
  const stats = useStatistics()
  if (ranking === undefined || stats === undefined) return <p className={muted}>Loading…</p>
  if (!ranking) {
    if (stats === null) return <p className={muted}>Not synced yet.</p>
    return (
      <p className={muted}>
        Unranked: play a match and have the result confirmed to get a ranking. <Link to="/player-statistics">Record a result</Link>
      </p>
    )
  }
  const of = stats?.ranked_players ? ` of ${stats.ranked_players.toLocaleString('en-US')} players` : ''
  return (
    <>
      <div>
        <p className={figure}>#{ranking.rank.toLocaleString('en-US')}</p>
        <p className={muted}>in the network{of}</p>
      </div>
      <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm' })}>
        <span>{ranking.points.toLocaleString('en-US')} points</span>
        <span aria-hidden>·</span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: ranking.trend === 'down' ? 'fg.error' : ranking.trend === 'up' ? 'fg.success' : 'fg.muted' })}>
          <TrendIcon trend={ranking.trend} />
          {trendText(ranking.trend, ranking.rank_change)}
        </span>
      </p>
      <p className={muted}>
        {ranking.matches} matches · W/L {ranking.wins}/{ranking.losses}
      </p>
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useMyRanking, useStatistics } from '~/db/queries'
import { trendText } from './dashboard-lib'
import { TrendIcon } from './trend-icon'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ textStyle: '2xl', fontWeight: 'bold' })

/** Where the player stands in the network (rank, points, trend) from the last sync, so it works offline. */
export function RankingCard() {
  const ranking = useMyRanking('network')
  const stats = useStatistics()
  if (ranking === undefined || stats === undefined) return <p className={muted}>{m.dashboard_loading()}</p>
  if (!ranking) {
    if (stats === null) return <p className={muted}>{m.dashboard_not_synced()}</p>
    return (
      <p className={muted}>
        {m.dashboard_unranked()} <Link to="/player-statistics">{m.dashboard_record_result()}</Link>
      </p>
    )
  }
  const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
  return (
    <>
      <div>
        <p className={figure}>#{count(ranking.rank)}</p>
        <p className={muted}>{stats?.ranked_players ? m.dashboard_in_network_of({ count: stats.ranked_players, shown: count(stats.ranked_players) }) : m.dashboard_in_network()}</p>
      </div>
      <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm' })}>
        <span>{m.dashboard_points({ count: ranking.points, shown: count(ranking.points) })}</span>
        <span aria-hidden>·</span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: ranking.trend === 'down' ? 'fg.error' : ranking.trend === 'up' ? 'fg.success' : 'fg.muted' })}>
          <TrendIcon trend={ranking.trend} />
          {trendText(ranking.trend, ranking.rank_change)}
        </span>
      </p>
      <p className={muted}>
        {m.dashboard_record({ count: ranking.matches, wins: ranking.wins, losses: ranking.losses })}
      </p>
    </>
  )
}

import type { MatchRow, TournamentRow, Trend } from '~/db/types'
import { m } from '~/i18n/member'
import { formatDateTime } from '~/lib/time-format'

/** docs/product.md §2.13: Trend shown as Up, Down or Same (values up, down, neutral). */
export function trendLabel(trend: Trend): string {
  return trend === 'up' ? m.dashboard_trend_up() : trend === 'down' ? m.dashboard_trend_down() : m.dashboard_trend_same()
}

/** "Up 3 places", "Down 1 place", "Same": the trend in words (never by colour or arrow alone). */
export function trendText(trend: Trend, rankChange: number): string {
  const places = Math.abs(rankChange)
  if (trend === 'neutral' || places === 0) return trendLabel(trend)
  return trend === 'up' ? m.dashboard_trend_up_places({ count: places }) : m.dashboard_trend_down_places({ count: places })
}

const LIVE = new Set(['open', 'closed', 'running'])

/**
 * The dashboard's tournaments: the player's own registrations that are not over yet (soonest first), then
 * tournaments open for registration whose deadline has not passed; at most `limit`.
 */
export function dashboardTournaments<T extends TournamentRow>(rows: readonly T[], now: Date = new Date(), limit = 3): { mine: T[]; open: T[] } {
  const soonest = (a: T, b: T) => a.starts_on.localeCompare(b.starts_on) || a.name.localeCompare(b.name)
  const mine = rows.filter((t) => t.my_entry_id !== null && LIVE.has(t.status)).sort(soonest)
  const open = rows
    .filter((t) => t.my_entry_id === null && t.status === 'open' && Date.parse(t.registration_closes_at) > now.getTime())
    .sort(soonest)
  return { mine: mine.slice(0, limit), open: open.slice(0, Math.max(0, limit - mine.length)) }
}

export interface MatchSides {
  partners: string[]
  opponents: string[]
  /** Set scores from the player's side: [my games, their games]. */
  sets: [number, number][]
  won: boolean
}

/** A match from the signed-in player's side: who played with and against them, and the score as they read it. */
export function matchSides(m: Pick<MatchRow, 'players' | 'my_team' | 'sets' | 'winner'>, myId: string | null | undefined): MatchSides {
  const mine = m.my_team
  return {
    partners: m.players.filter((p) => p.team === mine && p.id !== myId).map((p) => p.name),
    opponents: m.players.filter((p) => p.team !== mine).map((p) => p.name),
    sets: m.sets.map(([a, b]) => (mine === 1 ? [a, b] : [b, a])),
    won: m.winner === mine,
  }
}

/** "6-4 3-6 7-5". */
export function scoreText(sets: readonly [number, number][]): string {
  return sets.map(([a, b]) => `${a}-${b}`).join(' ')
}


/** "Sat 14 Nov": the day a match was played, on the device's calendar. */
export function playedOn(iso: string): string {
  return formatDateTime(iso, { weekday: 'short', day: 'numeric', month: 'short' })
}

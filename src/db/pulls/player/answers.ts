import type { ElsyDatabase } from '../../database'
import { STATISTICS_KEY, lastSyncedKey } from '../../meta-keys'
import type { NotificationRow as NotificationRowType, TournamentRow as TournamentRowType } from '../../types'
import type { ApiResult, SyncApi } from '../../sync/api'
import { readCursor, recordVersion, versionIsCurrent, versionOf, type SyncState } from '../../sync/cursors'
import { readOne, readRows, type RowProblem } from '../../sync/rows-base'
import { MatchRow, StatisticsRow } from '../../sync/rows-matches'
import { NotificationRowSchema } from '../../sync/rows-notifications'
import { TournamentRow } from '../../sync/rows-tournaments'
import { detailIsStale, pullTournamentDetail } from '../../sync/tournament-detail'
import { NOTIFICATIONS_PULLED } from './notifications'

/*
 * The player's derived answers (matches, statistics, tournaments) and the notifications: fetched by pullAll
 * next to the booking data, each stored in its own transaction with its own lastSyncedAt.
 */

const MATCHES_PULLED = 200
/** Cached tournament details refreshed per sync when the list shows they changed. */
const DETAILS_REFRESHED = 5

export type Take = <T>(res: ApiResult<T>) => T | null

/*
 * The derived answers and the server versions they follow: an answer is asked for only when the version it was
 * stored at moved (or it grew old, see DERIVED_MAX_AGE_MS). Statistics also say the player's rank.
 */
const DERIVED = {
  matches: ['matches'],
  statistics: ['matches', 'rankings'],
  tournaments: ['tournaments'],
} as const

/** One derived answer: null when it was not asked for (current, or failed); `version` is recorded once stored. */
interface Derived {
  data: unknown
  version: string | null
}

async function fetchDerived(db: ElsyDatabase, state: SyncState | null, name: keyof typeof DERIVED, ask: () => Promise<unknown>): Promise<Derived> {
  const version = versionOf(state, ...DERIVED[name])
  if (await versionIsCurrent(db, name, version)) return { data: null, version }
  return { data: await ask(), version }
}

/** The player's datasets: the derived answers that changed, and the notifications (since their cursor when there is one). */
export async function fetchPlayerData(db: ElsyDatabase, api: SyncApi, take: Take, state: SyncState | null) {
  const notificationsSince = state ? ((await readCursor(db, 'notifications')) ?? undefined) : undefined
  return Promise.all([
    fetchDerived(db, state, 'matches', () => api.rpc('my_matches', { p_limit: MATCHES_PULLED }).then(take)),
    fetchDerived(db, state, 'statistics', () => api.rpc('player_statistics', {}).then(take)),
    fetchDerived(db, state, 'tournaments', () => api.rpc('tournament_list', {}).then(take)),
    api.fetchNotifications(NOTIFICATIONS_PULLED, notificationsSince).then(take),
  ])
}

type PlayerData = Awaited<ReturnType<typeof fetchPlayerData>>

/** Stores what fetchPlayerData brought (the notifications through `storeNotifications`); answers the rows it refused. */
export async function storePlayerData(
  db: ElsyDatabase,
  api: SyncApi,
  take: Take,
  data: PlayerData,
  at: string,
  storeNotifications: (rows: NotificationRowType[]) => Promise<void>,
): Promise<RowProblem[]> {
  const [matchesAnswer, statisticsAnswer, tournamentsAnswer, notifications] = data
  const matches = matchesAnswer.data
  const statistics = statisticsAnswer.data
  const tournaments = tournamentsAnswer.data
  const refused: RowProblem[] = []
  const read = <T>(result: { rows: T[]; problems: RowProblem[] }): T[] => {
    refused.push(...result.problems)
    return result.rows
  }
  if (matches) {
    const rows = read(readRows(MatchRow, matches, 'matches'))
    await db.transaction('rw', [db.matches, db.meta], async () => {
      await db.matches.clear()
      await db.matches.bulkPut(rows)
      await db.meta.put({ key: lastSyncedKey('matches'), value: at })
    })
    await recordVersion(db, 'matches', matchesAnswer.version, at)
  }
  const { row: stats, problem } = statistics === null ? { row: null, problem: null } : readOne(StatisticsRow, statistics, 'statistics')
  if (problem) refused.push(problem)
  if (stats) {
    await db.meta.bulkPut([{ key: STATISTICS_KEY, value: stats }, { key: lastSyncedKey('statistics'), value: at }])
    await recordVersion(db, 'statistics', statisticsAnswer.version, at)
  }
  if (notifications) await storeNotifications(read(readRows(NotificationRowSchema, notifications, 'notifications')))
  if (tournaments) {
    await storeTournaments(db, api, take, read(readRows(TournamentRow, tournaments, 'tournaments')), at)
    await recordVersion(db, 'tournaments', tournamentsAnswer.version, at)
  }
  return refused
}

async function storeTournaments(db: ElsyDatabase, api: SyncApi, take: Take, list: TournamentRowType[], at: string) {
  const byId = new Map(list.map((r) => [r.id, r]))
  const stale: string[] = []
  await db.transaction('rw', [db.tournaments, db.tournamentDetails, db.meta], async () => {
    await db.tournaments.clear()
    await db.tournaments.bulkPut(list)
    for (const detail of await db.tournamentDetails.toArray()) {
      const row = byId.get(detail.id)
      if (!row) await db.tournamentDetails.delete(detail.id)
      else if (detailIsStale(detail, row)) stale.push(detail.id)
    }
    await db.meta.put({ key: lastSyncedKey('tournaments'), value: at })
  })
  // A detail the player looked at keeps up with registrations and results without them opening it again.
  for (const id of stale.slice(0, DETAILS_REFRESHED)) take(await pullTournamentDetail(db, api, id))
}

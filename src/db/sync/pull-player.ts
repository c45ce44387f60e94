import type { ElsyDatabase } from '../database'
import { STATISTICS_KEY, lastSyncedKey } from '../meta-keys'
import { readRankingScopes } from '../queries/rankings'
import type { TournamentRow as TournamentRowType } from '../types'
import type { ApiResult, SyncApi } from './api'
import { RANKING_PAGE, pullMyRanking, requestRankingPage, storeRankingPage } from './rankings-store'
import { readOne, readRows, type RowProblem } from './rows-base'
import { MatchRow, StatisticsRow } from './rows-matches'
import { NotificationRowSchema } from './rows-notifications'
import { TournamentRow } from './rows-tournaments'
import { detailIsStale, pullTournamentDetail } from './tournament-detail'

/*
 * The player's datasets (matches, statistics, rankings, tournaments, notifications): fetched
 * by pullAll next to the booking data, each stored in its own transaction with its own lastSyncedAt.
 */

export const NOTIFICATIONS_PULLED = 50
const MATCHES_PULLED = 200
/** Cached tournament details refreshed per sync when the list shows they changed. */
const DETAILS_REFRESHED = 5

export type Take = <T>(res: ApiResult<T>) => T | null

export function fetchPlayerData(api: SyncApi, take: Take) {
  return Promise.all([
    api.rpc('my_matches', { p_limit: MATCHES_PULLED }).then(take),
    api.rpc('player_statistics', {}).then(take),
    api.rpc('tournament_list', {}).then(take),
    api.fetchNotifications(NOTIFICATIONS_PULLED).then(take),
  ])
}

type PlayerData = Awaited<ReturnType<typeof fetchPlayerData>>

/** Stores what fetchPlayerData brought; answers the rows it refused. */
export async function storePlayerData(db: ElsyDatabase, api: SyncApi, take: Take, data: PlayerData, at: string): Promise<RowProblem[]> {
  const [matches, statistics, tournaments, notifications] = data
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
  }
  const { row: stats, problem } = statistics === null ? { row: null, problem: null } : readOne(StatisticsRow, statistics, 'statistics')
  if (problem) refused.push(problem)
  if (stats) await db.meta.bulkPut([{ key: STATISTICS_KEY, value: stats }, { key: lastSyncedKey('statistics'), value: at }])
  if (notifications) {
    const rows = read(readRows(NotificationRowSchema, notifications, 'notifications'))
    await db.transaction('rw', [db.notifications, db.meta], async () => {
      await db.notifications.clear()
      await db.notifications.bulkPut(rows)
      await db.meta.put({ key: lastSyncedKey('notifications'), value: at })
    })
  }
  if (tournaments) await storeTournaments(db, api, take, read(readRows(TournamentRow, tournaments, 'tournaments')), at)
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

/**
 * Rankings: the network's first page and the user's own entry, then the same for their home club and its
 * country (known from the profile and clubs just stored).
 */
export async function pullRankings(db: ElsyDatabase, api: SyncApi, take: Take): Promise<void> {
  const scopes = await readRankingScopes(db)
  const wanted = [scopes.network, scopes.country, scopes.club].filter((s): s is string => s !== null)
  await Promise.all(
    wanted.map(async (scope) => {
      const [page] = await Promise.all([
        requestRankingPage(api, scope, { offset: 0, limit: RANKING_PAGE }).then(take),
        pullMyRanking(db, api, scope).then(take),
      ])
      if (page) await storeRankingPage(db, scope, page, { offset: 0, limit: RANKING_PAGE })
    }),
  )
}

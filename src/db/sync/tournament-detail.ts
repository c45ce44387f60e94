import type { ElsyDatabase } from '../database'
import type { TournamentDetail, TournamentRow } from '../types'
import type { ApiResult, SyncApi } from './api'
import { toTournamentDetail } from './rows-tournaments'
import { said } from '~/lib/words'

/** Fetches one tournament's detail and caches it (also refreshing its row in the list). */
export async function pullTournamentDetail(db: ElsyDatabase, api: SyncApi, id: string): Promise<ApiResult<TournamentDetail>> {
  const res = await api.rpc('tournament_details', { p_tournament_id: id })
  if (res.error) return res
  const detail = toTournamentDetail(res.data, new Date().toISOString())
  if (!detail) return { data: null, error: { message: '', words: said('sync_unknown_tournament'), status: 200, code: 'unknown_tournament' } }
  await db.transaction('rw', [db.tournamentDetails, db.tournaments], async () => {
    await db.tournamentDetails.put(detail)
    await db.tournaments.put(detail.tournament)
  })
  return { data: detail, error: null }
}

/** A cached detail is stale when the list says the tournament moved on (teams, status, winner, my entry). */
export function detailIsStale(detail: TournamentDetail, row: TournamentRow): boolean {
  const a = detail.tournament
  return (
    a.status !== row.status ||
    a.teams_registered !== row.teams_registered ||
    a.my_entry_id !== row.my_entry_id ||
    (a.winner_names ?? []).join() !== (row.winner_names ?? []).join()
  )
}

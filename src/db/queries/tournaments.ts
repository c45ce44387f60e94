import type { ElsyDatabase } from '../database'
import { SYNCED } from '../operations/operation'
import { operationOf, readUnsettled, type OutboxItem } from '../operations/registry'
import type { MyTournament, MyTournamentDetail, TournamentRow } from '../types'
import { useUserLiveQuery } from './use-live'

const PAST = new Set(['finished', 'cancelled'])

/** Upcoming and running first (soonest first), then past ones (latest first). */
function byRelevance(a: TournamentRow, b: TournamentRow): number {
  const pa = PAST.has(a.status) ? 1 : 0
  const pb = PAST.has(b.status) ? 1 : 0
  if (pa !== pb) return pa - pb
  const order = a.starts_on.localeCompare(b.starts_on) || a.name.localeCompare(b.name)
  return pa ? -order : order
}

/** A tournament with this device's queued registration or withdrawal for it applied. */
export function applyQueued(row: TournamentRow, items: readonly OutboxItem[]): MyTournament {
  let out: MyTournament = { ...row, ...SYNCED }
  for (const item of items) out = operationOf(item)?.overlay?.tournaments?.(out, item) ?? out
  return out
}

export async function readTournaments(db: ElsyDatabase): Promise<MyTournament[]> {
  const [rows, items] = await Promise.all([db.tournaments.toArray(), readUnsettled(db)])
  return rows.sort(byRelevance).map((row) => applyQueued(row, items))
}

/** Tournaments as last synced, with a queued registration/withdrawal applied; `undefined` while loading. */
export function useTournaments(): MyTournament[] | undefined {
  return useUserLiveQuery(readTournaments, [])
}

/**
 * One tournament's cached detail (entries, bracket or schedule, standings), null when never fetched on
 * this device (call fetchTournamentDetail online). A queued registration adds its entry, marked pending.
 */
export async function readTournamentDetail(db: ElsyDatabase, id: string): Promise<MyTournamentDetail | null> {
  const [detail, listed, items] = await Promise.all([db.tournamentDetails.get(id), db.tournaments.get(id), readUnsettled(db)])
  if (!detail) return null
  // The list row may be newer than the detail (the list is pulled on every sync, the detail on demand).
  const base = listed ?? detail.tournament
  const tournament = applyQueued(base, items)
  let entries = detail.entries
  for (const item of items) entries = operationOf(item)?.overlay?.tournamentEntries?.(entries, item, id) ?? entries
  return { ...detail, tournament, entries }
}

export function useTournamentDetail(id: string | null | undefined): MyTournamentDetail | null | undefined {
  return useUserLiveQuery(async (db) => (id ? readTournamentDetail(db, id) : null), [id])
}

import type { ElsyDatabase } from '../database'
import type { MyTournament, MyTournamentDetail, OutboxItem, TournamentRow } from '../types'
import { SYNCED, isRefused, isWaiting, marksOf } from './sync-marks'
import { useUserLiveQuery } from './use-live'

type TournamentItem = Extract<OutboxItem, { kind: 'tournament_register' | 'tournament_withdraw' }>

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
export function applyQueued(row: TournamentRow, items: TournamentItem[]): MyTournament {
  let out: MyTournament = { ...row, ...SYNCED }
  for (const item of items) {
    if (item.status === 'done' || item.payload.tournamentId !== row.id) continue
    if (item.kind === 'tournament_register') {
      if (isWaiting(item) && out.my_entry_id !== item.payload.entryId) {
        out = { ...out, my_entry_id: item.payload.entryId, teams_registered: out.teams_registered + 1, ...marksOf(item) }
      } else if (isRefused(item) && !out.my_entry_id) {
        out = { ...out, ...marksOf(item) }
      }
    } else if (isWaiting(item) && out.my_entry_id === item.payload.entryId) {
      out = { ...out, my_entry_id: null, teams_registered: Math.max(0, out.teams_registered - 1), ...marksOf(item) }
    } else if (isRefused(item) && out.my_entry_id === item.payload.entryId) {
      out = { ...out, ...marksOf(item) }
    }
  }
  return out
}

function queuedItems(db: ElsyDatabase): Promise<TournamentItem[]> {
  return db.outbox
    .where('kind')
    .anyOf('tournament_register', 'tournament_withdraw')
    .toArray()
    .then((items) => (items as TournamentItem[]).sort((a, b) => a.seq - b.seq))
}

export async function readTournaments(db: ElsyDatabase): Promise<MyTournament[]> {
  const [rows, items] = await Promise.all([db.tournaments.toArray(), queuedItems(db)])
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
  const [detail, listed, items] = await Promise.all([db.tournamentDetails.get(id), db.tournaments.get(id), queuedItems(db)])
  if (!detail) return null
  // The list row may be newer than the detail (the list is pulled on every sync, the detail on demand).
  const base = listed ?? detail.tournament
  const tournament = applyQueued(base, items)
  let entries = detail.entries
  for (const item of items) {
    if (item.kind !== 'tournament_register' || item.payload.tournamentId !== id || !isWaiting(item) || !item.payload.preview) continue
    if (!entries.some((e) => e.id === item.payload.entryId)) entries = [...entries, item.payload.preview]
  }
  for (const item of items) {
    if (item.kind !== 'tournament_withdraw' || item.payload.tournamentId !== id || !isWaiting(item)) continue
    entries = entries.map((e) => (e.id === item.payload.entryId ? { ...e, status: 'withdrawn' as const } : e))
  }
  return { ...detail, tournament, entries }
}

export function useTournamentDetail(id: string | null | undefined): MyTournamentDetail | null | undefined {
  return useUserLiveQuery(async (db) => (id ? readTournamentDetail(db, id) : null), [id])
}

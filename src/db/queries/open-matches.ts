import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import { STATISTICS_KEY, lastSyncedKey } from '../meta-keys'
import { SYNCED } from '../operations/operation'
import { operationOf, readUnsettled, type OutboxItem } from '../operations/registry'
import type { MyOpenMatch, OpenMatchRow, StatisticsRow } from '../types'
import { isVisitorDatabase } from '../user-database'
import { useUserLiveQuery } from './use-live'

/** A player's level before their first confirmed match (docs/ratings.md). */
export const STARTING_RATING = 1500

/** The server's matches with this device's queued joins, leaves and payments laid over them, soonest first. */
export function layOutbox(rows: Iterable<OpenMatchRow>, queue: readonly OutboxItem[]): MyOpenMatch[] {
  const byId = new Map<string, MyOpenMatch>()
  for (const row of rows) byId.set(row.id, { ...row, ...SYNCED })
  for (const item of queue) operationOf(item)?.overlay?.openMatches?.(byId, item)
  return [...byId.values()].sort((a, b) => instant(a.starts_at) - instant(b.starts_at) || a.court_number - b.court_number)
}

/** The list's matches, each replaced by the player's own copy when they hold one (it says where they stand). */
async function mergedMatches(db: ElsyDatabase): Promise<Map<string, OpenMatchRow>> {
  const [listed, mine] = await Promise.all([db.openMatches.toArray(), db.myOpenMatches.toArray()])
  const byId = new Map(listed.map((m) => [m.id, m]))
  for (const m of mine) if (byId.has(m.id)) byId.set(m.id, m)
  return byId
}

export interface OpenMatchList {
  matches: MyOpenMatch[]
  /** When the list last reached this device (null: never). */
  syncedAt: string | null
}

/** The open matches listed for the next days, with this device's queued changes. */
export async function readOpenMatches(db: ElsyDatabase): Promise<OpenMatchList> {
  const [byId, queue, synced] = await Promise.all([mergedMatches(db), readUnsettled(db), db.meta.get(lastSyncedKey('openMatches'))])
  return { matches: layOutbox(byId.values(), queue), syncedAt: typeof synced?.value === 'string' ? synced.value : null }
}

/**
 * The player's matches (organised, playing, asked, waiting), and any listed one they queued a change for on this
 * device ("Joining, not sent"), soonest first.
 */
export async function readMyOpenMatches(db: ElsyDatabase): Promise<MyOpenMatch[]> {
  const [mine, listed, queue] = await Promise.all([db.myOpenMatches.toArray(), db.openMatches.toArray(), readUnsettled(db)])
  const ids = new Set(mine.map((m) => m.id))
  const touched = new Set(queue.map((i) => (i.payload as { matchId?: unknown }).matchId).filter((id): id is string => typeof id === 'string'))
  return layOutbox([...mine, ...listed.filter((m) => !ids.has(m.id) && touched.has(m.id))], queue)
}

/** One match (the player's copy first), with this device's queued change; null when the device does not hold it. */
export async function readOpenMatch(db: ElsyDatabase, matchId: string): Promise<MyOpenMatch | null> {
  const [row, queue] = await Promise.all([db.myOpenMatches.get(matchId).then((m) => m ?? db.openMatches.get(matchId)), readUnsettled(db)])
  return row ? (layOutbox([row], queue)[0] ?? null) : null
}

/** The player's level for "at my level": their rating as last synced, the starting one before any; null for a visitor. */
export async function readMyLevel(db: ElsyDatabase): Promise<number | null> {
  if (isVisitorDatabase(db)) return null
  const stats = (await db.meta.get(STATISTICS_KEY))?.value as StatisticsRow | undefined
  return stats?.rating ?? STARTING_RATING
}

/** `undefined` while loading. */
export function useOpenMatches(): OpenMatchList | undefined {
  return useUserLiveQuery(readOpenMatches, [])
}

export function useMyOpenMatches(): MyOpenMatch[] | undefined {
  return useUserLiveQuery(readMyOpenMatches, [])
}

/** `undefined` while loading, null when this device does not hold the match. */
export function useOpenMatch(matchId: string | null | undefined): MyOpenMatch | null | undefined {
  // Without an id (a page that may name a match) nothing is read: null at once.
  return useUserLiveQuery(async (db) => (matchId ? readOpenMatch(db, matchId) : null), [matchId])
}

/** `undefined` while loading, null for a visitor. */
export function useMyLevel(): number | null | undefined {
  return useUserLiveQuery(readMyLevel, [])
}

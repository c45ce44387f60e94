import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { syncCursorKey, syncVersionKey } from '../meta-keys'
import { integer } from './rows-base'

/*
 * The incremental pull's bookkeeping. sync_state() answers a cursor (rows stamped at or above it may have
 * changed since) and a version per derived dataset. A mirrored table keeps the cursor its last pull was taken
 * at; a derived dataset keeps the version it was fetched at. Both are stored with the user they belong to and
 * are ignored for anyone else, so one user's cursor never shortens another user's pull.
 */

/** The mirrored tables pulled by cursor. */
export type MirroredDataset = 'clubs' | 'courts' | 'slots' | 'bookings' | 'transactions' | 'notifications'

/**
 * A derived answer is asked for again after this long even when its version did not move: some of what it
 * says follows the clock (a match's confirmation window, a tournament's status, the ranking period).
 */
export const DERIVED_MAX_AGE_MS = 30 * 60 * 1000

const SyncStateSchema = v.object({
  cursor: integer,
  versions: v.record(v.string(), integer),
})
export type SyncState = v.InferOutput<typeof SyncStateSchema>

/** sync_state()'s answer, or null when it does not fit (the pull is then complete, as with no cursor). */
export function readSyncState(value: unknown): SyncState | null {
  const parsed = v.safeParse(SyncStateSchema, value)
  return parsed.success ? parsed.output : null
}

const StoredCursor = v.object({ userId: v.string(), cursor: integer })
const StoredVersion = v.object({ userId: v.string(), version: v.string(), at: v.string() })

/** Where `dataset`'s last pull for this database's user left off; null: none (the next pull is complete). */
export async function readCursor(db: ElsyDatabase, dataset: MirroredDataset): Promise<number | null> {
  const parsed = v.safeParse(StoredCursor, (await db.meta.get(syncCursorKey(dataset)))?.value)
  return parsed.success && parsed.output.userId === db.userId ? parsed.output.cursor : null
}

/** The meta row recording `cursor` for `dataset` (put in the same transaction as the rows it covers). */
export function cursorRow(db: ElsyDatabase, dataset: MirroredDataset, cursor: number) {
  return { key: syncCursorKey(dataset), value: { userId: db.userId, cursor } }
}

/** Whether the answer stored for `dataset` at `version` is still current (same user, same version, not too old). */
export async function versionIsCurrent(db: ElsyDatabase, dataset: string, version: string | null, now = Date.now()): Promise<boolean> {
  if (version === null) return false
  const parsed = v.safeParse(StoredVersion, (await db.meta.get(syncVersionKey(dataset)))?.value)
  if (!parsed.success || parsed.output.userId !== db.userId || parsed.output.version !== version) return false
  const age = now - Date.parse(parsed.output.at)
  return age >= 0 && age < DERIVED_MAX_AGE_MS
}

export async function recordVersion(db: ElsyDatabase, dataset: string, version: string | null, at: string): Promise<void> {
  if (version === null) return
  await db.meta.put({ key: syncVersionKey(dataset), value: { userId: db.userId, version, at } })
}

/** A derived dataset's version as sync_state() tells it ('-' while its sources were never written); null: no state. */
export function versionOf(state: SyncState | null, ...sources: string[]): string | null {
  if (!state) return null
  return sources.map((s) => state.versions[s] ?? '-').join(':')
}

const DeletionSchema = v.object({ dataset: v.string(), row_id: v.string(), sync_txid: integer })
export type Deletion = v.InferOutput<typeof DeletionSchema>

/** The tombstones that concern `dataset` since its cursor. */
export function deletionsOf(all: unknown, dataset: MirroredDataset, since: number): string[] {
  if (!Array.isArray(all)) return []
  const ids: string[] = []
  for (const value of all) {
    const parsed = v.safeParse(DeletionSchema, value)
    if (parsed.success && parsed.output.dataset === dataset && parsed.output.sync_txid >= since) ids.push(parsed.output.row_id)
  }
  return ids
}

import type { Table } from 'dexie'
import type { ElsyDatabase } from '../../database'
import { lastSyncedKey, syncCursorKey } from '../../meta-keys'
import { cursorRow, type MirroredDataset } from '../../sync/cursors'

/** The tables mirrored by cursor: an incremental pull asks only for their rows changed since the last one. */
export const MIRRORED: MirroredDataset[] = ['clubs', 'courts', 'slots', 'bookings', 'transactions', 'notifications']

/** How one mirrored table's pull went: complete (replace everything) or the changes since a cursor. */
export interface Mirror {
  dataset: MirroredDataset
  /** The cursor the rows were asked from; null: a complete pull. */
  since: number | null
  /** The cursor to keep once the rows are stored; null: the server gave none (the next pull is complete too). */
  next: number | null
  /** Ids of rows deleted on the server since `since`. */
  deleted: string[]
}

/**
 * Mirrors a table in one transaction, so a screen never sees half an update: a complete pull replaces the
 * table, an incremental one removes the deleted rows and puts the changed ones. The new cursor is kept with
 * the rows it covers.
 */
export async function storeMirror<T, K>(db: ElsyDatabase, table: Table<T, K, T>, rows: T[], m: Mirror, at: string, toKey: (id: string) => K) {
  await db.transaction('rw', [table, db.meta], async () => {
    if (m.since === null) await table.clear()
    else await table.bulkDelete(m.deleted.map(toKey))
    await table.bulkPut(rows)
    await db.meta.put({ key: lastSyncedKey(m.dataset), value: at })
    if (m.next === null) await db.meta.delete(syncCursorKey(m.dataset))
    else await db.meta.put(cursorRow(db, m.dataset, m.next))
  })
}

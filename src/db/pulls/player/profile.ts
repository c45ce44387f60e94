import type { ElsyDatabase } from '../../database'
import { lastSyncedKey } from '../../meta-keys'
import { operationOf, readUnsettled } from '../../operations/registry'
import { ProfileRowSchema } from '../../sync/rows'
import { readOne, type RowProblem } from '../../sync/rows-base'

/** Stores the user's profile row with this device's unsent changes of it laid over. */
export async function storeProfile(db: ElsyDatabase, data: unknown, at: string, refused: RowProblem[]) {
  const { row, problem } = readOne(ProfileRowSchema, data, 'profile')
  if (problem) refused.push(problem)
  if (!row) return
  await db.transaction('rw', [db.profile, db.outbox, db.meta], async () => {
    // Changes still in the outbox (an edit of the names) stay what this device shows until sent or discarded.
    let shown = row
    for (const item of await readUnsettled(db)) shown = operationOf(item)?.overlay?.profile?.(shown, item) ?? shown
    await db.profile.put(shown)
    await db.meta.put({ key: lastSyncedKey('profile'), value: at })
  })
}

import type { EntityTable } from 'dexie'
import type { ElsyDatabase } from '../../database'
import { lastSyncedKey } from '../../meta-keys'
import type { OpenMatchRow } from '../../types'
import { isMissingError, type ApiResult } from '../../sync/api'
import { readRows } from '../../sync/rows-base'
import { toRpcAnswer } from '../../sync/rows'
import { OpenMatchRow as OpenMatchSchema } from '../../sync/rows-open-matches'
import { readRefusedRows, recordRefusedRows } from '../../sync/rows-refused'
import type { PullReport } from '../pull'
import { said } from '~/lib/words'

/**
 * Stores the matches of an `{status: 'ok', matches: [...]}` answer in `table`, whole: a match that left the answer
 * (started, cancelled, no longer the player's) leaves the device too. A server without the call yet (migration not
 * deployed) keeps what the device holds and reports nothing; a refusal or an answer of another shape is reported.
 */
export async function storeMatchList(db: ElsyDatabase, table: EntityTable<OpenMatchRow, 'id'>, dataset: string, res: ApiResult<unknown>): Promise<PullReport> {
  if (res.error) return { error: isMissingError(res.error) ? null : res.error }
  const answer = toRpcAnswer(res.data)
  if (!answer) return { error: { message: '', words: said('sync_unexpected_answer'), status: 200 } }
  if (answer.status !== 'ok') return { error: { message: answer.message, code: answer.status, status: 200 } }
  const { rows, problems } = readRows(OpenMatchSchema, answer.matches, dataset)
  const at = new Date().toISOString()
  await db.transaction('rw', [table, db.meta], async () => {
    await table.clear()
    await table.bulkPut(rows)
    await db.meta.put({ key: lastSyncedKey(dataset), value: at })
  })
  // The refused rows of other datasets stay listed beside this one's.
  const held = await readRefusedRows(db)
  const others = held.filter((p) => p.dataset !== dataset)
  if (problems.length || others.length !== held.length) await recordRefusedRows(db, [...others, ...problems])
  return { error: null }
}

import type { ApiResult } from '../sync/api'
import { ClubRowSchema, CourtRowSchema, SlotRowSchema } from '../sync/rows'
import { readRows, type RowProblem } from '../sync/rows-base'
import { recordRefusedRows } from '../sync/rows-refused'
import { storeMirror, type Mirror } from './player/mirror'
import { definePull, everyCycle } from './pull'

const whole = (dataset: Mirror['dataset']): Mirror => ({ dataset, since: null, next: null, deleted: [] })
const asString = (id: string) => id

/**
 * A visitor's clubs, courts and slots (public tables), whole in every cycle: what the booking grid needs before
 * anyone signs in. A signed-in user's engine gets them with the player's data instead.
 */
export const publicReference = definePull({
  name: 'public-reference',
  reads: ['fetchClubs', 'fetchCourts', 'fetchSlots'],
  stores: ['clubs', 'courts', 'slots', 'meta'],
  runs: everyCycle,
  for: 'visitors',
  run: async ({ db, api }) => {
    const at = new Date().toISOString()
    const [clubs, courts, slots] = await Promise.all([api.fetchClubs(), api.fetchCourts(), api.fetchSlots()])
    const failed = [clubs, courts, slots].find((res): res is Extract<ApiResult<unknown>, { error: object }> => res.error !== null)
    if (failed) return { error: failed.error }
    const refused: RowProblem[] = []
    const read = <T>(result: { rows: T[]; problems: RowProblem[] }) => {
      refused.push(...result.problems)
      return result.rows
    }
    await storeMirror(db, db.clubs, read(readRows(ClubRowSchema, clubs.data, 'clubs')), whole('clubs'), at, asString)
    await storeMirror(db, db.courts, read(readRows(CourtRowSchema, courts.data, 'courts')), whole('courts'), at, asString)
    await storeMirror(db, db.slots, read(readRows(SlotRowSchema, slots.data, 'slots')), whole('slots'), at, Number)
    if (refused.length) await recordRefusedRows(db, refused)
    await db.meta.put({ key: 'lastSyncedAt', value: at })
    return { error: null }
  },
})

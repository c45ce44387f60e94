import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import type { Database } from '~/lib/database.types'
import type { AvailabilityRow } from '../types'
import type { ApiError, SyncApi } from '../sync/api'
import { currency, enumOf, integer, mirrorOf, numeric, readRows } from '../sync/rows-base'
import { recordRefusedRows } from '../sync/rows-refused'
import { definePull, eachWatchedKey, reportOf } from './pull'
import { clubDays } from './watches'

type Generated = Database['public']['Functions']['court_availability']['Returns'][number]
// The generator types every column of a function's table as set; the open match's two are null on a cell without one.
type AvailabilityAnswer = Omit<Generated, 'open_match_id' | 'open_match_places'> & {
  open_match_id: string | null
  open_match_places: number | null
}

/** One row of `court_availability(club, date)`, as the generated function type says it is. */
const AvailabilityAnswerRow = mirrorOf<AvailabilityAnswer>()(
  v.object({
    court_id: v.string(),
    court_name: v.string(),
    court_number: integer,
    court_type: enumOf('court_type'),
    currency,
    is_free: v.boolean(),
    is_past: v.boolean(),
    is_peak: v.boolean(),
    is_unavailable: v.boolean(),
    label: v.string(),
    open_match_id: v.nullable(v.string()),
    open_match_places: v.nullable(integer),
    price: numeric,
    slot_id: integer,
    starts_at: v.string(),
  }),
)

/** Fetches one club's day into the availability snapshot (replacing the old snapshot of that day). */
export async function pullAvailability(db: ElsyDatabase, api: SyncApi, clubId: string, date: string): Promise<ApiError | null> {
  const res = await api.rpc('court_availability', { p_club_id: clubId, p_date: date })
  if (res.error) return res.error
  const fetchedAt = new Date().toISOString()
  const { rows: answer, problems } = readRows(AvailabilityAnswerRow, res.data, 'availability')
  const rows = answer.map(
    (r): AvailabilityRow => ({
      clubId,
      date,
      courtId: r.court_id,
      slotId: r.slot_id,
      courtNumber: r.court_number,
      courtName: r.court_name,
      courtType: r.court_type,
      label: r.label,
      startsAt: r.starts_at,
      price: r.price,
      currency: r.currency,
      isPeak: r.is_peak,
      isFree: r.is_free,
      isPast: r.is_past,
      isUnavailable: r.is_unavailable,
      openMatchId: r.open_match_id,
      openMatchPlaces: r.open_match_places,
      fetchedAt,
    }),
  )
  await db.transaction('rw', db.availability, async () => {
    await db.availability.where('[clubId+date]').equals([clubId, date]).delete()
    await db.availability.bulkPut(rows)
  })
  if (problems.length) await recordRefusedRows(db, problems)
  return null
}

/** Free and taken courts of the club days the booking screens show: fetched when a screen asks, and after each sync. */
export const availability = definePull({
  name: 'availability',
  reads: ['court_availability'],
  stores: ['availability', 'meta'],
  runs: eachWatchedKey(clubDays),
  // Public: a visitor sees the free and taken cells before joining.
  for: 'everyone',
  run: async ({ db, api }, { clubId, date }) => reportOf(await pullAvailability(db, api, clubId, date)),
})

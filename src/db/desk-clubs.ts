import * as v from 'valibot'
import { StaffClubSchema } from '~/lib/staff-clubs'
import type { ElsyDatabase } from './database'

/** The clubs the user runs, as the desk last heard them: the top bar's club switcher works offline too. */
const STAFF_CLUBS_KEY = 'staffClubs'

// What the desk needs of a club offline, its time zone for the club's days (reading back keeps these).
const StaffClubsSchema = v.array(v.pick(StaffClubSchema, ['id', 'name', 'city', 'time_zone']))
export type KeptStaffClub = v.InferOutput<typeof StaffClubsSchema>[number]

export async function keepStaffClubs(db: ElsyDatabase, clubs: readonly KeptStaffClub[]): Promise<void> {
  await db.meta.put({ key: STAFF_CLUBS_KEY, value: clubs })
}

/** The kept list, or null when this device has none (or one it cannot read). */
export async function keptStaffClubs(db: ElsyDatabase): Promise<KeptStaffClub[] | null> {
  const parsed = v.safeParse(StaffClubsSchema, (await db.meta.get(STAFF_CLUBS_KEY))?.value)
  return parsed.success ? parsed.output : null
}

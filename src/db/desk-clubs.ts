import * as v from 'valibot'
import type { ElsyDatabase } from './database'

/** The clubs the user runs, as the desk last heard them: the desk's club switcher works offline too. */
const STAFF_CLUBS_KEY = 'staffClubs'

const StaffClubsSchema = v.array(v.object({ id: v.string(), name: v.string(), city: v.string() }))
export type KeptStaffClub = v.InferOutput<typeof StaffClubsSchema>[number]

export async function keepStaffClubs(db: ElsyDatabase, clubs: readonly KeptStaffClub[]): Promise<void> {
  await db.meta.put({ key: STAFF_CLUBS_KEY, value: clubs })
}

/** The kept list, or null when this device has none (or one it cannot read). */
export async function keptStaffClubs(db: ElsyDatabase): Promise<KeptStaffClub[] | null> {
  const parsed = v.safeParse(StaffClubsSchema, (await db.meta.get(STAFF_CLUBS_KEY))?.value)
  return parsed.success ? parsed.output : null
}

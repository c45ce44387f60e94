import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

export const StaffClubSchema = v.object({ id: v.string(), name: v.string(), city: v.string(), time_zone: v.string(), currency: v.string() })
export type StaffClub = v.InferOutput<typeof StaffClubSchema>

/**
 * The clubs the signed-in staff member runs (`staff_club_ids()`: their own club, their country's clubs, or every
 * club for a super admin), by name: the desk's club choice and the tournaments' club list. Online only; throws on
 * a network or server error, so the caller can fall back to the list this device kept.
 */
export async function fetchStaffClubs(): Promise<StaffClub[]> {
  const ids = await supabase.rpc('staff_club_ids')
  if (ids.error) throw new Error(ids.error.message)
  const list = v.parse(v.array(v.string()), ids.data ?? [])
  if (list.length === 0) return []
  const clubs = await supabase.from('clubs').select('id, name, city, time_zone, currency').in('id', list).order('name')
  if (clubs.error) throw new Error(clubs.error.message)
  return v.parse(v.array(StaffClubSchema), clubs.data)
}

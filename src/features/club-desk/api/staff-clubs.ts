import { supabase } from '~/lib/supabase'

export interface StaffClub {
  id: string
  name: string
  city: string
}

/** The clubs the signed-in user may act for (the database's one staff rule), by name. */
export async function fetchStaffClubs(): Promise<StaffClub[]> {
  const ids = await supabase.rpc('staff_club_ids')
  if (ids.error) throw new Error(ids.error.message)
  const list = (ids.data ?? []) as string[]
  if (list.length === 0) return []
  const clubs = await supabase.from('clubs').select('id, name, city').in('id', list).order('name')
  if (clubs.error) throw new Error(clubs.error.message)
  return clubs.data
}

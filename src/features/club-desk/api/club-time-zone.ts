import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

/** The club's time zone, so the period presets are days on the club's calendar, not the device's. */
export async function fetchClubTimeZone(clubId: string): Promise<string> {
  const { data, error } = await supabase.from('clubs').select('time_zone').eq('id', clubId).single()
  if (error) throw new Error(/failed to fetch|network/i.test(error.message) ? m.desk_offline_reports() : error.message)
  return data.time_zone
}

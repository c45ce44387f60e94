import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import { ClubRowSchema, clubLocations, type Location } from './club-locations'

/** The network's clubs for the Explore page, read from the public clubs table (anyone may read it). */
export async function getLocations(): Promise<Location[]> {
  const { data, error } = await supabase.from('clubs').select('id, name, city, country_code, country:countries(name), courts(count)')
  if (error) throw new Error(error.message)
  return clubLocations(v.parse(v.array(ClubRowSchema), data))
}

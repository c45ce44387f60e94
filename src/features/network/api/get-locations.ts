import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import { ClubRowSchema, groupLocations, type Location } from './group-locations'

/** The network's cities for the About page, read from the public clubs table (anyone may read it). */
export async function getLocations(): Promise<Location[]> {
  const { data, error } = await supabase.from('clubs').select('city, country_code, country:countries(name), courts(count)')
  if (error) throw new Error(error.message)
  return groupLocations(v.parse(v.array(ClubRowSchema), data))
}

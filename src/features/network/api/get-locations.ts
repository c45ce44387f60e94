import * as v from 'valibot'
import { readPublic } from './public-rest'
import { ClubRowSchema, clubLocations, type Location } from './club-locations'

/** The network's clubs for the Explore page, read from the public clubs table (anyone may read it). */
export async function getLocations(): Promise<Location[]> {
  const rows = await readPublic('clubs', 'select=id,name,city,country_code,country:countries(name),courts(count)')
  return clubLocations(v.parse(v.array(ClubRowSchema), rows))
}

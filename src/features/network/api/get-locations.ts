import * as v from 'valibot'
import { readPublic } from './public-rest'
import { ClubRowSchema, clubLocations, type Location } from './club-locations'

/**
 * The network's clubs for the Explore page, read from the public clubs table (anyone may read it). Only the clubs
 * taking bookings: a deactivated one is kept for its history and its staff, not advertised.
 */
export async function getLocations(): Promise<Location[]> {
  const rows = await readPublic('clubs', 'select=id,name,city,country_code,country:countries(name),courts(count)&active=is.true')
  return clubLocations(v.parse(v.array(ClubRowSchema), rows))
}

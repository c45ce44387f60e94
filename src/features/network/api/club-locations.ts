import * as v from 'valibot'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * One row of `clubs?select=id, name, city, country_code, country:countries(name), courts(count)`: PostgREST
 * embeds the country and counts the club's courts in the database, so no court rows travel.
 */
export const ClubRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  city: v.pipe(v.string(), v.trim(), v.minLength(1)),
  country_code: v.string(),
  country: v.nullable(v.object({ name: v.string() })),
  courts: v.array(v.object({ count })),
})
export type ClubRow = v.InferOutput<typeof ClubRowSchema>

/** A card on the Explore page: one club of the network, which the card opens booking at. */
export interface Location {
  clubId: string
  name: string
  city: string
  country: string
  countryCode: string
  courts: number
}

/** The clubs as cards, the biggest first, then by city and name, so the order is stable from one load to the next. */
export function clubLocations(rows: readonly ClubRow[]): Location[] {
  return rows
    .map((row) => ({
      clubId: row.id,
      name: row.name,
      city: row.city,
      // A country always exists (foreign key); its code is only a fallback if the embed comes back empty.
      country: row.country?.name ?? row.country_code,
      countryCode: row.country_code,
      courts: row.courts.reduce((sum, c) => sum + c.count, 0),
    }))
    .sort((a, b) => b.courts - a.courts || a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en'))
}

/** How many places the cards cover: a city name shared by two countries is two places. */
export function cityCount(locations: readonly Location[]): number {
  return new Set(locations.map((l) => `${l.countryCode}|${l.city.toLocaleLowerCase('en')}`)).size
}

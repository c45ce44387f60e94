import * as v from 'valibot'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * One row of `clubs?select=city, country_code, country:countries(name), courts(count)`: PostgREST
 * embeds the country and counts the club's courts in the database, so no court rows travel.
 */
export const ClubRowSchema = v.object({
  city: v.pipe(v.string(), v.trim(), v.minLength(1)),
  country_code: v.string(),
  country: v.nullable(v.object({ name: v.string() })),
  courts: v.array(v.object({ count })),
})
export type ClubRow = v.InferOutput<typeof ClubRowSchema>

/** A card on the About page: a city of the network, however many clubs it has. */
export interface Location {
  city: string
  country: string
  countryCode: string
  courts: number
  clubs: number
}

/**
 * Groups clubs by city (the same name in two countries stays two places) and sorts the biggest
 * locations first, then by name, so the order is stable from one load to the next.
 */
export function groupLocations(rows: readonly ClubRow[]): Location[] {
  const byCity = new Map<string, Location>()
  for (const row of rows) {
    const key = `${row.country_code}|${row.city.toLocaleLowerCase('en')}`
    const courts = row.courts.reduce((sum, c) => sum + c.count, 0)
    const found = byCity.get(key)
    if (found) {
      found.courts += courts
      found.clubs += 1
    } else {
      // A country always exists (foreign key); its code is only a fallback if the embed comes back empty.
      byCity.set(key, { city: row.city, country: row.country?.name ?? row.country_code, countryCode: row.country_code, courts, clubs: 1 })
    }
  }
  return [...byCity.values()].sort((a, b) => b.courts - a.courts || a.city.localeCompare(b.city, 'en'))
}

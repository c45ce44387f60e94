import * as v from 'valibot'
import { clubLocalToInstant, todayInZone } from '~/lib/club-time'

/** The staff form as typed (every input is text; numbers are read here). */
export interface CreateTournamentValues {
  clubId: string
  name: string
  format: string
  startsOn: string
  endsOn: string
  /** datetime-local on the club's wall clock. */
  closesAt: string
  entryFee: string
  maxTeams: string
  levelMin: string
  levelMax: string
  description: string
}

/** What `create_tournament` takes (p_id is added when sending). */
export interface CreateTournamentArgs {
  p_club_id: string
  p_name: string
  p_format: 'knockout' | 'round_robin' | 'americano'
  p_starts_on: string
  p_ends_on: string
  p_registration_closes_at: string
  p_entry_fee: number
  p_max_teams: number
  p_level_min: number | null
  p_level_max: number | null
  p_description: string
}

export type FieldErrors = Partial<Record<keyof CreateTournamentValues, string>>

const DATE = /^\d{4}-\d{2}-\d{2}$/
const money = /^\d{1,4}(\.\d{1,2})?$/

const optionalRating = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || (/^\d{1,4}$/.test(s) && Number(s) <= 4000), `${label} is a rating from 0 to 4,000, or empty for no limit.`),
    v.transform((s) => (s === '' ? null : Number(s))),
  )

const Fields = v.object({
  clubId: v.pipe(v.string(), v.nonEmpty('Choose the club.')),
  name: v.pipe(v.string(), v.trim(), v.minLength(3, 'Give the tournament a name of at least 3 characters.'), v.maxLength(100, 'Keep the name to 100 characters.')),
  format: v.picklist(['knockout', 'round_robin', 'americano'], 'Choose the format.'),
  startsOn: v.pipe(v.string(), v.regex(DATE, 'Choose the first day.')),
  endsOn: v.pipe(v.string(), v.regex(DATE, 'Choose the last day.')),
  closesAt: v.pipe(v.string(), v.nonEmpty('Choose when registration closes.')),
  entryFee: v.pipe(
    v.string(),
    v.trim(),
    v.regex(money, 'The entry fee is an amount with at most 2 decimals, e.g. 20 or 12.50.'),
    v.transform(Number),
    v.maxValue(1000, 'The entry fee can be at most 1,000.00.'),
  ),
  maxTeams: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, 'The number of teams is a whole number from 2 to 64.'),
    v.transform(Number),
    v.minValue(2, 'At least 2 teams are needed.'),
    v.maxValue(64, 'At most 64 teams can play.'),
  ),
  levelMin: optionalRating('The lowest level'),
  levelMax: optionalRating('The highest level'),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Keep the description to 1,000 characters.')),
})

/**
 * Reads and checks the staff form. `zoneOf` gives the chosen club's time zone (the deadline is typed on the
 * club's clock), `now` the current time. The server checks the same rules again and has the final word.
 */
export function readCreateTournament(
  values: CreateTournamentValues,
  zoneOf: (clubId: string) => string | undefined,
  now: Date = new Date(),
): { ok: true; args: CreateTournamentArgs } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(Fields, values)
  const errors: FieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key as keyof CreateTournamentValues | undefined
      if (key && !errors[key]) errors[key] = issue.message
    }
    return { ok: false, errors }
  }
  const f = parsed.output
  const zone = zoneOf(f.clubId)
  const closes = zone ? clubLocalToInstant(f.closesAt, zone) : null
  if (zone && f.startsOn < todayInZone(zone, now)) errors.startsOn = 'The tournament must start today or later.'
  if (f.endsOn < f.startsOn) errors.endsOn = 'The last day cannot be before the first day.'
  if (!closes) errors.closesAt = 'Choose when registration closes.'
  else if (closes.getTime() <= now.getTime()) errors.closesAt = 'Registration must close in the future.'
  else if (f.closesAt.slice(0, 10) > f.startsOn) errors.closesAt = 'Registration must close by the first day of the tournament.'
  if (f.levelMin !== null && f.levelMax !== null && f.levelMin > f.levelMax) errors.levelMax = 'The highest level cannot be below the lowest.'
  if (Object.keys(errors).length > 0 || !closes) return { ok: false, errors }
  return {
    ok: true,
    args: {
      p_club_id: f.clubId,
      p_name: f.name,
      p_format: f.format,
      p_starts_on: f.startsOn,
      p_ends_on: f.endsOn,
      p_registration_closes_at: closes.toISOString(),
      p_entry_fee: f.entryFee,
      p_max_teams: f.maxTeams,
      p_level_min: f.levelMin,
      p_level_max: f.levelMax,
      p_description: f.description,
    },
  }
}

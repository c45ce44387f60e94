import * as v from 'valibot'
import { clubLocalToInstant, todayInZone } from '~/lib/club-time'
import { m } from '~/i18n/member'

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

// Messages are functions: valibot reads them when a check fails, in the page's language at that moment.
const optionalRating = (message: () => string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || (/^\d{1,4}$/.test(s) && Number(s) <= 4000), message),
    v.transform((s) => (s === '' ? null : Number(s))),
  )

const Fields = v.object({
  clubId: v.pipe(v.string(), v.nonEmpty(() => m.tournaments_create_choose_club())),
  name: v.pipe(v.string(), v.trim(), v.minLength(3, () => m.tournaments_create_name_short()), v.maxLength(100, () => m.tournaments_create_name_long())),
  format: v.picklist(['knockout', 'round_robin', 'americano'], () => m.tournaments_create_choose_format()),
  startsOn: v.pipe(v.string(), v.regex(DATE, () => m.tournaments_create_choose_first_day())),
  endsOn: v.pipe(v.string(), v.regex(DATE, () => m.tournaments_create_choose_last_day())),
  closesAt: v.pipe(v.string(), v.nonEmpty(() => m.tournaments_create_choose_closes())),
  entryFee: v.pipe(
    v.string(),
    v.trim(),
    v.regex(money, () => m.tournaments_create_fee_format()),
    v.transform(Number),
    v.maxValue(1000, () => m.tournaments_create_fee_max()),
  ),
  maxTeams: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, () => m.tournaments_create_teams_format()),
    v.transform(Number),
    v.minValue(2, () => m.tournaments_create_teams_min()),
    v.maxValue(64, () => m.tournaments_create_teams_max()),
  ),
  levelMin: optionalRating(() => m.tournaments_create_level_min_invalid()),
  levelMax: optionalRating(() => m.tournaments_create_level_max_invalid()),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000, () => m.tournaments_create_description_long())),
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
  if (zone && f.startsOn < todayInZone(zone, now)) errors.startsOn = m.tournaments_create_start_past()
  if (f.endsOn < f.startsOn) errors.endsOn = m.tournaments_create_end_before_start()
  if (!closes) errors.closesAt = m.tournaments_create_choose_closes()
  else if (closes.getTime() <= now.getTime()) errors.closesAt = m.tournaments_create_closes_past()
  else if (f.closesAt.slice(0, 10) > f.startsOn) errors.closesAt = m.tournaments_create_closes_after_start()
  if (f.levelMin !== null && f.levelMax !== null && f.levelMin > f.levelMax) errors.levelMax = m.tournaments_create_level_order()
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

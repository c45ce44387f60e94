import type { TournamentFormat } from '~/db/types'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'

const FORMATS: Record<TournamentFormat, () => string> = {
  knockout: () => m.tournaments_format_knockout(),
  round_robin: () => m.tournaments_format_round_robin(),
  americano: () => m.tournaments_format_americano(),
}

/** The format as players name it; an unknown value from a newer server is shown as it came. */
export function formatLabel(format: string): string {
  return (FORMATS as Record<string, (() => string) | undefined>)[format]?.() ?? format
}

/** One line on how the format is played, for the detail view. */
export function formatRules(format: string): string {
  switch (format) {
    case 'knockout':
      return m.tournaments_rules_knockout()
    case 'round_robin':
      return m.tournaments_rules_round_robin()
    case 'americano':
      return m.tournaments_rules_americano()
    default:
      return ''
  }
}


/** A rating as players see it in rankings: a whole number ("1,540"). */
export function ratingText(value: number): string {
  return new Intl.NumberFormat(getFormatTag(), { maximumFractionDigits: 0 }).format(Math.round(value))
}

/** The level range as ratings (team average): "Rating 1,400–1,700", "Rating up to 1,600", "All levels". */
export function levelText(min: number | null, max: number | null): string {
  if (min === null && max === null) return m.tournaments_level_all()
  if (min !== null && max !== null) return m.tournaments_level_range({ min: ratingText(min), max: ratingText(max) })
  if (min !== null) return m.tournaments_level_from({ min: ratingText(min) })
  return m.tournaments_level_up_to({ max: ratingText(max as number) })
}

/** "6/16 teams": how full the draw is. */
export function teamsText(registered: number, max: number): string {
  return m.tournaments_teams_count({ registered, max })
}

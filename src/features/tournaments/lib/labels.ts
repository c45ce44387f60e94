import type { TournamentFormat } from '~/db/types'

const FORMATS: Record<TournamentFormat, string> = {
  knockout: 'Knockout',
  round_robin: 'Round robin',
  americano: 'Americano',
}

/** The format as players name it; an unknown value from a newer server is shown as it came. */
export function formatLabel(format: string): string {
  return (FORMATS as Record<string, string>)[format] ?? format
}

/** One line on how the format is played, for the detail view. */
export function formatRules(format: string): string {
  switch (format) {
    case 'knockout':
      return 'Single elimination: win and you go through to the next round. Top seeds by rating get the byes.'
    case 'round_robin':
      return 'Every team plays every other team once. Standings: matches won, then sets won, then games.'
    case 'americano':
      return 'Every team meets every other team in one set to 21 points. Standings by points won.'
    default:
      return ''
  }
}

const rating = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** A rating as players see it in rankings: a whole number ("1,540"). */
export function ratingText(value: number): string {
  return rating.format(Math.round(value))
}

/** The level range as ratings (team average): "Rating 1,400–1,700", "Rating up to 1,600", "All levels". */
export function levelText(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'All levels'
  if (min !== null && max !== null) return `Rating ${ratingText(min)}–${ratingText(max)}`
  if (min !== null) return `Rating ${ratingText(min)} and above`
  return `Rating up to ${ratingText(max as number)}`
}

/** "6/16 teams": how full the draw is. */
export function teamsText(registered: number, max: number): string {
  return `${registered}/${max} teams`
}

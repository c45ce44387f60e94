import type { TournamentMatch } from '~/db/types'
import { m } from '~/i18n/member'

export interface RoundColumn {
  round: number
  title: string
  matches: TournamentMatch[]
}

/** "Final", "Semi-finals", "Quarter-finals", "Round of 16" — named by how many matches the round has. */
export function knockoutRoundTitle(matchesInRound: number): string {
  if (matchesInRound <= 1) return m.tournaments_round_final()
  if (matchesInRound === 2) return m.tournaments_round_semis()
  if (matchesInRound === 4) return m.tournaments_round_quarters()
  return m.tournaments_round_of({ count: matchesInRound * 2 })
}

function byRound(matches: readonly TournamentMatch[]): Map<number, TournamentMatch[]> {
  const rounds = new Map<number, TournamentMatch[]>()
  for (const match of matches) {
    const list = rounds.get(match.round) ?? []
    list.push(match)
    rounds.set(match.round, list)
  }
  for (const list of rounds.values()) list.sort((a, b) => a.position - b.position)
  return rounds
}

/**
 * A knockout draw as columns, first round to final. The number of rounds comes from the server (`rounds`):
 * a later round with no match yet still gets its column, with the places its matches will fill.
 */
export function knockoutColumns(matches: readonly TournamentMatch[], rounds: number): RoundColumn[] {
  const grouped = byRound(matches)
  const total = Math.max(rounds, ...grouped.keys(), 0)
  const firstRound = grouped.get(1)?.length ?? 2 ** Math.max(total - 1, 0)
  const columns: RoundColumn[] = []
  for (let round = 1; round <= total; round++) {
    const expected = Math.max(1, Math.round(firstRound / 2 ** (round - 1)))
    const list = grouped.get(round) ?? []
    columns.push({ round, title: knockoutRoundTitle(Math.max(expected, list.length)), matches: list })
  }
  return columns
}

/** Round robin and americano: the schedule round by round ("Round 1", …), each round's matches in order. */
export function scheduleRounds(matches: readonly TournamentMatch[]): RoundColumn[] {
  const grouped = byRound(matches)
  return [...grouped.keys()]
    .sort((a, b) => a - b)
    .map((round) => ({ round, title: m.tournaments_round_n({ round }), matches: grouped.get(round) ?? [] }))
}

/** Matches played so far out of those that need playing (byes do not count). */
export function progress(matches: readonly TournamentMatch[]): { played: number; total: number } {
  const real = matches.filter((match) => match.status !== 'bye')
  return { played: real.filter((match) => match.status === 'played').length, total: real.length }
}

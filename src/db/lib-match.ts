import type { SetScores, TeamSide } from './types'

/** The team that won more sets, or null for a draw or no sets (which the server refuses too). */
export function matchWinner(sets: SetScores): TeamSide | null {
  let one = 0
  let two = 0
  for (const [a, b] of sets) {
    if (a > b) one++
    else if (b > a) two++
  }
  if (one === two) return null
  return one > two ? 1 : 2
}

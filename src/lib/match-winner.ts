/**
 * The team that won more sets (team 1's games first in each pair), or null for level sets or none: a match
 * needs a winner, and the server refuses one without.
 */
export function matchWinner(sets: readonly (readonly [number, number])[]): 1 | 2 | null {
  let one = 0
  let two = 0
  for (const [a, b] of sets) {
    if (a > b) one++
    else if (b > a) two++
  }
  if (one === two) return null
  return one > two ? 1 : 2
}

/**
 * A place's share of a court's price split four ways, as the database's `match_share(price, position)` works it
 * out: a quarter of the price in whole cents, and the cents left over one each to the first places (the
 * organiser's first). The four add up to the price exactly. Null off the rule's ranges.
 */
export function matchShare(price: number, position: number): number | null {
  if (!Number.isFinite(price) || price < 0 || price > 100_000 || !Number.isInteger(position) || position < 1 || position > 4) return null
  const cents = Math.round(price * 100)
  return (Math.floor(cents / 4) + (position <= cents % 4 ? 1 : 0)) / 100
}

/**
 * What a split booking asks of each: each named player's share, in the order they take the places (2, 3, 4), and
 * the booker's, the rest of the price (their own place and any nobody was named for, as open_match keeps them).
 * Null when the price is off the rule's range.
 */
export function splitShares(price: number, players: number): { mine: number; theirs: number[] } | null {
  if (matchShare(price, 1) === null) return null
  const theirs = Array.from({ length: Math.max(0, Math.min(3, players)) }, (_, i) => matchShare(price, i + 2) as number)
  const mine = (Math.round(price * 100) - theirs.reduce((total, share) => total + Math.round(share * 100), 0)) / 100
  return { mine, theirs }
}

/** The players' shares to name in one sentence: one amount when they are the same, else each distinct one, largest first. */
export function distinctShares(shares: readonly number[]): number[] {
  return [...new Set(shares)].sort((a, b) => b - a)
}

import type { RatingExplanation } from '~/db/types'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** "1,540": team and opponent ratings are read as whole numbers; the decimals are noise there. */
export function formatWhole(value: number): string {
  return whole.format(Math.round(value))
}

/** "1,587.3": a player's own rating keeps its decimal (it is stored with one). */
export function formatRating(value: number): string {
  return oneDecimal.format(value)
}

/** "+12.4" / "−8.0" (a real minus sign) / "±0.0". */
export function formatDelta(delta: number): string {
  const rounded = Math.round(delta * 10) / 10
  if (rounded === 0) return '±0.0'
  return `${rounded > 0 ? '+' : '−'}${oneDecimal.format(Math.abs(rounded))}`
}

export function formatPercent(chance: number): string {
  return `${Math.round(chance * 100)}%`
}

/** "+12.4 — you beat a team rated 1,540 with 1,500: expected 44%": why the player's rating moved. */
export function explainRating(r: RatingExplanation): string {
  const verb = r.score === 1 ? 'you beat' : 'you lost to'
  return `${formatDelta(r.delta)} — ${verb} a team rated ${formatWhole(r.opponent_rating)} with ${formatWhole(r.team_rating)}: expected ${formatPercent(r.expected)}`
}

/**
 * The same change worked step by step (docs/ratings.md): the expected score from the two team averages,
 * then K × (result − expected). Shown under "How ratings work" with the player's own last match.
 */
export function ratingSteps(r: RatingExplanation): string[] {
  // Three decimals: with two, K × (result − expected) can visibly disagree with the stored change.
  const expected = r.expected.toFixed(3)
  const gap = Math.round(r.opponent_rating - r.team_rating)
  return [
    `Your team's average rating was ${formatWhole(r.team_rating)}; the other team's was ${formatWhole(r.opponent_rating)}.`,
    `Expected result: 1 / (1 + 10^(${gap < 0 ? '−' : ''}${formatWhole(Math.abs(gap))} / 400)) = ${expected}, a ${formatPercent(r.expected)} chance of winning.`,
    `You ${r.score === 1 ? 'won, which counts as 1' : 'lost, which counts as 0'}. Your K factor was ${r.k}${r.k >= 40 ? ' (your first 10 matches move faster)' : ''}.`,
    `Change: ${r.k} × (${r.score} − ${expected}) = ${formatDelta(r.delta)}, from ${formatRating(r.rating_before)} to ${formatRating(r.rating_after)}.`,
  ]
}

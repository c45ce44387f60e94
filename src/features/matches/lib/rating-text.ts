import type { RatingExplanation } from '~/db/types'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'

const number = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(getFormatTag(), options).format(value)
const oneDecimal = (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** "1,540": team and opponent ratings are read as whole numbers; the decimals are noise there. */
export function formatWhole(value: number): string {
  return number(Math.round(value), { maximumFractionDigits: 0 })
}

/** "1,587.3": a player's own rating keeps its decimal (it is stored with one). */
export function formatRating(value: number): string {
  return oneDecimal(value)
}

/** "+12.4" / "−8.0" (a real minus sign) / "±0.0". */
export function formatDelta(delta: number): string {
  const rounded = Math.round(delta * 10) / 10
  if (rounded === 0) return `±${oneDecimal(0)}`
  return `${rounded > 0 ? '+' : '−'}${oneDecimal(Math.abs(rounded))}`
}

export function formatPercent(chance: number): string {
  return number(Math.round(chance * 100) / 100, { style: 'percent', maximumFractionDigits: 0 })
}

/** "+12.4 — you beat a team rated 1,540 with 1,500: expected 44%": why the player's rating moved. */
export function explainRating(r: RatingExplanation): string {
  const inputs = { delta: formatDelta(r.delta), opponent: formatWhole(r.opponent_rating), team: formatWhole(r.team_rating), chance: formatPercent(r.expected) }
  return r.score === 1 ? m.matches_explain_won(inputs) : m.matches_explain_lost(inputs)
}

/**
 * The same change worked step by step (docs/ratings.md): the expected score from the two team averages,
 * then K × (result − expected). Shown under "How ratings work" with the player's own last match.
 */
export function ratingSteps(r: RatingExplanation): string[] {
  // Three decimals: with two, K × (result − expected) can visibly disagree with the stored change.
  const expected = number(r.expected, { minimumFractionDigits: 3, maximumFractionDigits: 3 })
  const gap = Math.round(r.opponent_rating - r.team_rating)
  const k = r.k
  const outcome = r.score === 1 ? (k >= 40 ? m.matches_step_won_new({ k }) : m.matches_step_won({ k })) : k >= 40 ? m.matches_step_lost_new({ k }) : m.matches_step_lost({ k })
  return [
    m.matches_step_averages({ team: formatWhole(r.team_rating), opponent: formatWhole(r.opponent_rating) }),
    m.matches_step_expected({ gap: `${gap < 0 ? '−' : ''}${formatWhole(Math.abs(gap))}`, expected, chance: formatPercent(r.expected) }),
    outcome,
    m.matches_step_change({ k, score: r.score, expected, delta: formatDelta(r.delta), before: formatRating(r.rating_before), after: formatRating(r.rating_after) }),
  ]
}

import type { SetScores } from '~/db/types'
import { m } from '~/i18n/member'
import { matchWinner } from '~/lib/match-winner'

const MAX_SETS = 5

/** "6-4, 3-6, 7-5"; an empty score is an empty string. */
export function scoreText(sets: SetScores): string {
  return sets.map(([a, b]) => `${a}-${b}`).join(', ')
}

/** The score read from the winner's side ("6-4, 7-5" for team 2 when team 2 won 4-6, 5-7). */
export function scoreFor(sets: SetScores, side: 1 | 2): string {
  return scoreText(side === 1 ? sets : sets.map(([a, b]) => [b, a] as [number, number]))
}

export type ParsedScore = { ok: true; sets: SetScores } | { ok: false; message: string }

/**
 * Reads what staff type as a score: sets separated by commas or spaces, games by "-" or ":" ("6-4, 3-6, 7-6").
 * Only the shape is checked here; whether a set score is valid padel (7-5, 21 points…) is the server's rule,
 * and its refusal is shown as it comes.
 */
export function parseScore(text: string): ParsedScore {
  const parts = text.trim().split(/[\s,;]+/).filter(Boolean)
  if (parts.length === 0) return { ok: false, message: m.tournaments_score_empty() }
  if (parts.length > MAX_SETS) return { ok: false, message: m.tournaments_score_too_many({ max: MAX_SETS }) }
  const sets: SetScores = []
  for (const part of parts) {
    const match = /^(\d{1,2})[-:](\d{1,2})$/.exec(part)
    if (!match) return { ok: false, message: m.tournaments_score_not_set({ part }) }
    const a = Number(match[1])
    const b = Number(match[2])
    if (a === b) return { ok: false, message: m.tournaments_score_level({ part }) }
    sets.push([a, b])
  }
  if (matchWinner(sets) === null) return { ok: false, message: m.tournaments_score_no_winner() }
  return { ok: true, sets }
}

import type { SetScores } from '~/db/types'
import { m } from '~/i18n/member'
import { matchWinner } from '~/lib/match-winner'

/** One set as typed in the form: the games of the player's own team and of the other team. */
export interface SetInput {
  mine: string
  theirs: string
}

export const MAX_SETS = 5

export type SetCheck = { ok: true; sets: SetScores; winner: 1 | 2 } | { ok: false; message: string; setIndex?: number }

const GAMES = /^\d{1,2}$/

/**
 * The same rules `report_match` applies (so the player hears them before the server refuses): 1..5 sets,
 * a set is won 6-0 to 6-4, 7-5 or 7-6, the winner takes more sets, no draw. The form asks for "us – them";
 * the server wants team 1 first, so `myTeam` flips the pairs when the player is on team 2.
 */
export function checkSets(inputs: readonly SetInput[], myTeam: 1 | 2 = 1): SetCheck {
  const filled = inputs.filter((s) => s.mine.trim() !== '' || s.theirs.trim() !== '')
  if (filled.length === 0) return { ok: false, message: m.matches_sets_none() }
  if (filled.length > MAX_SETS) return { ok: false, message: m.matches_sets_too_many({ max: MAX_SETS }) }
  const ours: [number, number][] = []
  for (const [i, set] of filled.entries()) {
    const mine = set.mine.trim()
    const theirs = set.theirs.trim()
    if (!GAMES.test(mine) || !GAMES.test(theirs)) return { ok: false, message: m.matches_set_not_numbers({ set: i + 1 }), setIndex: i }
    const a = Number(mine)
    const b = Number(theirs)
    if (!isFinishedSet(a, b)) return { ok: false, message: m.matches_set_unfinished({ set: i + 1 }), setIndex: i }
    ours.push([a, b])
  }
  const sets: SetScores = myTeam === 1 ? ours : ours.map(([a, b]) => [b, a])
  const winner = matchWinner(sets)
  if (winner === null) return { ok: false, message: m.matches_sets_level() }
  return { ok: true, sets, winner }
}

/** 6-0..6-4, 7-5, 7-6 either way round. */
export function isFinishedSet(a: number, b: number): boolean {
  const [hi, lo] = a > b ? [a, b] : [b, a]
  return (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6))
}

import type { SetScores } from '~/db/types'
import { m } from '~/i18n/member'
import type { PlayerChoice } from '~/lib/search-players'
import { checkSets, type SetInput } from './set-scores'

export type MatchFormat = 'doubles' | 'singles'

export interface ReportFormValues {
  bookingId: string
  format: MatchFormat
  partner: PlayerChoice | null
  opponent1: PlayerChoice | null
  opponent2: PlayerChoice | null
  sets: SetInput[]
}

export type ReportErrors = Partial<Record<'bookingId' | 'partner' | 'opponent1' | 'opponent2' | 'sets', string>> & { setIndex?: number }

export interface CheckedReport {
  bookingId: string
  /** The reporter's team is team 1 (the server's order), the opponents team 2. */
  team1: { id: string; name: string }[]
  team2: { id: string; name: string }[]
  sets: SetScores
}

/**
 * The whole "Record a result" form checked before it is queued, with a message per field in the player's
 * words: a booking, the right number of distinct players for the format, and a finished score.
 */
export function checkReport(
  values: ReportFormValues,
  me: { id: string; name: string },
): { ok: true; report: CheckedReport } | { ok: false; errors: ReportErrors } {
  const errors: ReportErrors = {}
  if (!values.bookingId) errors.bookingId = m.matches_choose_booking()
  const doubles = values.format === 'doubles'
  if (doubles && !values.partner) errors.partner = m.matches_choose_partner()
  if (!values.opponent1) errors.opponent1 = doubles ? m.matches_choose_first_opponent() : m.matches_choose_opponent()
  if (doubles && !values.opponent2) errors.opponent2 = m.matches_choose_second_opponent()
  // Each later field may not repeat an earlier one (the earlier choice is the one the player meant).
  const order = (doubles ? (['partner', 'opponent1', 'opponent2'] as const) : (['opponent1'] as const)) as readonly ('partner' | 'opponent1' | 'opponent2')[]
  const seen = new Set([me.id])
  for (const field of order) {
    const player = values[field]
    if (!player) continue
    if (seen.has(player.id)) errors[field] = m.matches_player_once()
    seen.add(player.id)
  }
  const sets = checkSets(values.sets, 1)
  if (!sets.ok) {
    errors.sets = sets.message
    if (sets.setIndex !== undefined) errors.setIndex = sets.setIndex
  }
  if (Object.keys(errors).length > 0 || !sets.ok) return { ok: false, errors }
  const ref = (p: PlayerChoice) => ({ id: p.id, name: p.name })
  return {
    ok: true,
    report: {
      bookingId: values.bookingId,
      team1: doubles ? [me, ref(values.partner!)] : [me],
      team2: doubles ? [ref(values.opponent1!), ref(values.opponent2!)] : [ref(values.opponent1!)],
      sets: sets.sets,
    },
  }
}

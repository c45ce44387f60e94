import * as v from 'valibot'
import { saidText } from '~/db/sync/rows-base'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

const Category = v.picklist(['booking', 'walk_in', 'tournament', 'move', 'refund', 'top_up', 'other'])

const Figures = v.object({
  bookings: v.number(),
  walk_ins: v.number(),
  tournaments: v.number(),
  moves: v.number(),
  refunds: v.number(),
  other: v.number(),
  revenue: v.number(),
  top_ups: v.number(),
  lines: v.number(),
})

const LedgerLine = v.object({
  at: v.string(),
  day: v.string(),
  source: v.string(),
  kind: v.string(),
  category: Category,
  amount: v.number(),
  counted: v.boolean(),
  booking_id: v.nullable(v.string()),
  member_id: v.nullable(v.string()),
  who: v.string(),
  description: v.string(),
  description_message: saidText,
})

const ClubLedger = v.object({
  club: v.object({ id: v.string(), name: v.string(), currency: v.string(), time_zone: v.string(), today: v.string() }),
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  lines: v.array(LedgerLine),
  days: v.array(v.object({ day: v.string(), ...Figures.entries })),
  totals: Figures,
  /** Bookings paid at the club: taken at the desk in the period; still due now, and the part already played. */
  at_the_club: v.object({
    taken: v.number(),
    taken_count: v.number(),
    due: v.number(),
    due_count: v.number(),
    overdue: v.number(),
    overdue_count: v.number(),
  }),
})

export type LedgerCategory = v.InferOutput<typeof Category>
export type LedgerFigures = v.InferOutput<typeof Figures>
export type LedgerLine = v.InferOutput<typeof LedgerLine>
export type ClubLedger = v.InferOutput<typeof ClubLedger>

/** The club's revenue ledger for whole club-local days `from`..`to` (`club_ledger`, the club's staff only). */
export async function fetchClubLedger(clubId: string, from: string, to: string): Promise<ClubLedger> {
  const { data, error } = await supabase.rpc('club_ledger', { p_club_id: clubId, p_from: from, p_to: to })
  const answer = readAnswer(data, error, m.desk_offline_ledger())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubLedger, answer)
  if (!parsed.success) throw new Error('The server sent a ledger this app does not understand.')
  return parsed.output
}

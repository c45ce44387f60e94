import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

export type BlockKind = 'maintenance' | 'class' | 'event' | 'other'

export interface BlockRequest {
  clubId: string
  courtIds: string[]
  slotIds: number[]
  from: string
  until: string
  weekly: boolean
  kind: BlockKind
  reason: string
  cancelBookings: boolean
}

const InTheWay = v.array(
  v.object({
    id: v.string(),
    court_number: v.number(),
    date: v.string(),
    slot_label: v.string(),
    name: v.string(),
    walk_in: v.boolean(),
    price: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
    currency: v.string(),
  }),
)
export type BookingInTheWay = v.InferOutput<typeof InTheWay>[number]

export type BlockOutcome = { done: true; message: string } | { done: false; message: string; bookings: BookingInTheWay[] }

/** Blocks court-slots; bookings in the way come back as a list for staff to decide on (cancel and refund them, or not). */
export async function blockCourtSlots(r: BlockRequest): Promise<BlockOutcome> {
  const { data, error } = await supabase.rpc('block_court_slots', {
    p_club_id: r.clubId,
    p_court_ids: r.courtIds,
    p_slot_ids: r.slotIds,
    p_from: r.from,
    p_until: r.until,
    p_weekly: r.weekly,
    p_kind: r.kind,
    p_reason: r.reason,
    p_cancel_bookings: r.cancelBookings,
  })
  const answer = deskAnswer(data, error, ['blocked', 'bookings_in_the_way'])
  if (answer.status === 'blocked') return { done: true, message: answer.message }
  const bookings = v.safeParse(InTheWay, answer.bookings)
  if (!bookings.success) throw new Error('The server sent bookings this app does not understand.')
  return { done: false, message: answer.message, bookings: bookings.output }
}

/** Lifts one block, or the whole series it belongs to. */
export async function unblockCourtSlots(clubId: string, which: { blockId: string } | { seriesId: string }): Promise<string> {
  const { data, error } = await supabase.rpc('unblock_court_slots', {
    p_club_id: clubId,
    ...('blockId' in which ? { p_block_id: which.blockId } : { p_series_id: which.seriesId }),
  })
  return deskAnswer(data, error, ['unblocked']).message
}

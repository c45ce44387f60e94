import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

/** Staff book a court-slot for a member, paid from the member's wallet (`book_court` with `p_member_id`). */
export async function bookForMember(b: { bookingId: string; courtId: string; date: string; slotId: number; memberId: string }): Promise<string> {
  const { data, error } = await supabase.rpc('book_court', {
    p_booking_id: b.bookingId,
    p_court_id: b.courtId,
    p_date: b.date,
    p_slot_id: b.slotId,
    p_member_id: b.memberId,
  })
  return deskAnswer(data, error, ['confirmed', 'replayed']).message
}

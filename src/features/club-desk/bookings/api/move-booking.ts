import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

/** Moves a booking to another court, date or slot; the server settles the price difference and says how. */
export async function moveBooking(m: { bookingId: string; courtId: string; date: string; slotId: number }): Promise<string> {
  const { data, error } = await supabase.rpc('move_booking', {
    p_booking_id: m.bookingId,
    p_court_id: m.courtId,
    p_date: m.date,
    p_slot_id: m.slotId,
  })
  return deskAnswer(data, error, ['moved', 'unchanged']).message
}

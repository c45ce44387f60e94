import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

export type RefundChoice = 'full' | 'terms' | 'none'

/** Staff cancel a booking with a refund choice (full, the club's terms, none) and a reason. */
export async function cancelBooking(bookingId: string, refund: RefundChoice, reason: string): Promise<string> {
  const { data, error } = await supabase.rpc('cancel_booking', {
    p_booking_id: bookingId,
    p_refund: refund,
    p_reason: reason.trim() || undefined,
  })
  return deskAnswer(data, error, ['cancelled']).message
}

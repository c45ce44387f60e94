import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

export type DeskPayMethod = 'cash' | 'card_terminal'

/**
 * The desk takes what a booking owes. The amount is the one the screen showed and staff confirmed: if it changed
 * meanwhile (a move), the server refuses with the new amount instead of taking another.
 */
export async function takeBookingPayment(bookingId: string, amount: number, method: DeskPayMethod): Promise<string> {
  const { data, error } = await supabase.rpc('take_booking_payment', { p_booking_id: bookingId, p_amount: amount, p_method: method })
  return deskAnswer(data, error, ['paid']).message
}

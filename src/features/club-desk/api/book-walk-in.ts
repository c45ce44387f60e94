import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

export interface WalkIn {
  bookingId: string
  courtId: string
  date: string
  slotId: number
  guestName: string
  guestPhone: string
}

/** A walk-in guest booked and paid at the desk; the booking id makes a second tap harmless. */
export async function bookWalkIn(w: WalkIn): Promise<string> {
  const { data, error } = await supabase.rpc('book_walk_in', {
    p_booking_id: w.bookingId,
    p_court_id: w.courtId,
    p_date: w.date,
    p_slot_id: w.slotId,
    p_guest_name: w.guestName,
    p_guest_phone: w.guestPhone.trim() || undefined,
  })
  return deskAnswer(data, error, ['confirmed', 'replayed']).message
}

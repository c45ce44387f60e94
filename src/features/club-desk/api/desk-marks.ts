import { supabase } from '~/lib/supabase'
import { readAnswer } from '~/lib/rpc-answer'

export type DeskMark = 'check_in' | 'no_show'

const RPC = { check_in: 'check_in_booking', no_show: 'mark_no_show' } as const
/** Answers that leave the booking marked as asked (a repeat included). */
const DONE: Record<DeskMark, readonly string[]> = {
  check_in: ['checked_in', 'already_checked_in'],
  no_show: ['no_show', 'already_no_show'],
}

/** Checks a booking in or marks it a no-show; a refusal is thrown with the server's sentence. */
export async function markBooking(mark: DeskMark, bookingId: string): Promise<string> {
  const { data, error } = await supabase.rpc(RPC[mark], { p_booking_id: bookingId })
  const answer = readAnswer(data, error, 'You are offline. Checking in needs a connection.')
  if (!DONE[mark].includes(answer.status)) throw new Error(answer.message)
  return answer.message
}

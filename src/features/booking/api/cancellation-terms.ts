import { withAnswerSentence } from '~/i18n/server-words'
import { supabase } from '~/lib/supabase'
import { serverTerms, type CancellationTerms } from '../lib/refund'

/**
 * Asks the server what cancelling now would refund (`cancellation_terms`). null when the server cannot be
 * reached: the dialog then shows the same rule worked out on the device.
 */
export async function fetchCancellationTerms(bookingId: string, currency: string): Promise<CancellationTerms | null> {
  try {
    const { data, error } = await supabase.rpc('cancellation_terms', { p_booking_id: bookingId })
    if (error) return null
    return serverTerms(withAnswerSentence(data), currency)
  } catch {
    return null
  }
}

import * as v from 'valibot'
import { withAnswerSentence } from '~/i18n/server-words'
import { supabase } from '~/lib/supabase'

const ConfirmResultSchema = v.object({
  status: v.string(),
  message: v.string(),
})

export interface ConfirmTopUpResult {
  /** completed | already_completed | own_top_up | unknown_transaction | not_allowed | invalid_request | not_signed_in */
  status: string
  message: string
  /** The payment counts now (just confirmed, or someone at the desk already had). */
  done: boolean
}

/**
 * Staff confirm a member's top-up was paid (`confirm_top_up`). Online only: money changes hands at the
 * desk, and the member's balance must move while they are still standing there. Throws when the server
 * cannot be reached.
 */
export async function confirmTopUp(transactionId: string): Promise<ConfirmTopUpResult> {
  const { data, error } = await supabase.rpc('confirm_top_up', { p_transaction_id: transactionId })
  if (error) throw new Error(error.message)
  const result = v.parse(ConfirmResultSchema, withAnswerSentence(data))
  return { ...result, done: result.status === 'completed' || result.status === 'already_completed' }
}

import { loadSupabase } from '~/lib/load-supabase'

/**
 * Asks for the member's refunds waiting to go back to a card to be sent now (after a cancellation that answered
 * `refund_to: 'card'`). Fire and forget: a failure is only logged, because the refund is already recorded and a
 * schedule on the server sends whatever is left.
 */
export function sendCardRefunds(): void {
  loadSupabase()
    .then((supabase) => supabase.functions.invoke('send-card-refunds', { method: 'POST', body: {} }))
    .then(
      ({ error }) => {
        if (error) console.warn('Card refunds not sent now; the server sends them later.', error)
      },
      (error: unknown) => console.warn('Card refunds not sent now; the server sends them later.', error),
    )
}

import { supabase } from '~/lib/supabase'

/** Mails a recovery link that opens /reset-password signed in for the recovery. */
export async function requestPasswordReset(email: string): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}/reset-password`,
    })
    return { error: error ? error.message : null }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

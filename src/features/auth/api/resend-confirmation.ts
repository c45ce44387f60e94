import { supabase } from '~/lib/supabase'

/** Sends the sign-up confirmation e-mail again; the link leads back to the login page. */
export async function resendConfirmation(email: string): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${window.location.origin}/login` },
    })
    return { error: error ? error.message : null }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

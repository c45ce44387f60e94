import { supabase } from '~/lib/supabase'

/**
 * Asks for a new sign-in address. Nothing changes yet: the auth service mails a link to the new
 * address and one to the current address, and the address changes once both are followed (Supabase's
 * secure e-mail change). The links bring the player back to Settings.
 */
export async function changeEmail(email: string): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.updateUser(
      { email },
      { emailRedirectTo: `${window.location.origin}/settings` },
    )
    return { error: error ? error.message : null }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

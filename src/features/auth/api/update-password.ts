import { supabase } from '~/lib/supabase'

/** Sets a new password for the signed-in user (settings, or the session a recovery link opened). */
export async function updatePassword(password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.updateUser({ password })
    return { error: error ? error.message : null }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

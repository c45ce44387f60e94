import { supabase } from '~/lib/supabase'
import { signUpMetadata, type RegistrationData } from '../schemas/registration'

/**
 * Creates the account; the database trigger builds the profile from the metadata. The confirmation
 * link brings the user back to the login page (spec §7). Returns the server's message on failure.
 */
export async function signUp(data: RegistrationData): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.signUp({
      email: data.email,
      password: data.password,
      options: { data: signUpMetadata(data), emailRedirectTo: `${window.location.origin}/login` },
    })
    return { error: error ? error.message || 'An unexpected error occurred' : null }
  } catch (err) {
    return { error: err instanceof Error && err.message ? err.message : 'An unexpected error occurred' }
  }
}

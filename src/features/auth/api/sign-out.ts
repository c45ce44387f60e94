import { supabase } from '~/lib/supabase'
import { notify } from '~/lib/toast'

/**
 * Signs the user out of this device. supabase-js already ignores 401/403/404 from the server
 * (session gone) and clears the local session; any other failure is shown, per spec §8.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut()
  if (error) notify.error('Sign out failed', error.message)
}

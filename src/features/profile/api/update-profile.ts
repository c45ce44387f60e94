import { supabase } from '~/lib/supabase'

/** Saves the user's own names; RLS lets a user update only their own row (and never role or e-mail). */
export async function updateProfile(
  userId: string,
  names: { first_name: string; last_name: string },
): Promise<{ error: string | null }> {
  try {
    const { data, error } = await supabase
      .from('profiles')
      .update({ ...names, updated_at: new Date().toISOString() })
      .eq('id', userId)
      .select('id')
    if (error) return { error: error.message }
    // RLS filters rather than refuses: an update that matched no row reports success with no data.
    return { error: data.length === 1 ? null : 'Profile not found' }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

import { supabase } from '~/lib/supabase'

/**
 * Signs in with the session an implicit link carried in its fragment. The app's client uses the PKCE
 * flow, under which supabase-js leaves such a fragment alone (it only exchanges `?code=`), so the page
 * the link opened hands the tokens over itself.
 */
export async function openLinkSession(tokens: {
  accessToken: string
  refreshToken: string
}): Promise<{ userId: string; error: null } | { userId: null; error: string }> {
  try {
    const { data, error } = await supabase.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken })
    // eslint-disable-next-line elsy/no-ui-literal -- a reason for the code: the pages show their own words for a failed link
    if (error || !data.user) return { userId: null, error: error?.message ?? 'No user in the session the link carried' }
    return { userId: data.user.id, error: null }
  } catch (err) {
    return { userId: null, error: err instanceof Error ? err.message : String(err) }
  }
}

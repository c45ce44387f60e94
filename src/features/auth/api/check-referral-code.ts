import { supabase } from '~/lib/supabase'

export type ReferralCheck = 'valid' | 'invalid' | 'unknown'

/**
 * Asks the database whether a referral code can still be used. 'unknown' (offline, server error)
 * is not treated as invalid: the sign-up itself will fail or the server will decide.
 */
export async function checkReferralCode(code: string): Promise<ReferralCheck> {
  try {
    const { data, error } = await supabase.rpc('check_referral_code', { code })
    if (error) return 'unknown'
    return data === true ? 'valid' : 'invalid'
  } catch {
    return 'unknown'
  }
}

import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js'
import * as v from 'valibot'
import { withAnswerSentence } from '~/i18n/server-words'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'
import { offlineText } from './admin-clubs'

const Answer = v.looseObject({ status: v.string(), message: v.string() })

export type AppointAnswer = { ok: true; status: 'appointed' | 'invited'; message: string } | { ok: false; status: string; message: string }

/**
 * Appoints the club's owner by e-mail through the `appoint-club-owner` function: an account with that address is
 * made owner now, any other address is sent an invitation. Every outcome comes back as a sentence to show,
 * refusals (4xx) and a failed invitation e-mail (502) included, read from the response body.
 */
export async function appointClubOwner(clubId: string, email: string): Promise<AppointAnswer> {
  const { data, error } = await supabase.functions.invoke('appoint-club-owner', { body: { club_id: clubId, email } })
  if (!error) {
    const parsed = v.safeParse(Answer, withAnswerSentence(data))
    if (!parsed.success) return { ok: false, status: 'unknown', message: m.admin_clubs_unreadable_answer() }
    const { status, message } = parsed.output
    return status === 'appointed' || status === 'invited' ? { ok: true, status, message } : { ok: false, status, message }
  }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const body: unknown = await response.json().catch(() => null)
    const parsed = v.safeParse(Answer, withAnswerSentence(body))
    if (parsed.success) return { ok: false, status: parsed.output.status, message: parsed.output.message }
    return { ok: false, status: 'http_error', message: m.admin_clubs_appoint_failed({ status: response.status }) }
  }
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError) return { ok: false, status: 'offline', message: offlineText() }
  return { ok: false, status: 'unknown', message: error instanceof Error ? error.message : String(error) }
}

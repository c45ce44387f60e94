import * as v from 'valibot'
import { isCurrencyCode } from '~/lib/money'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/member'

const PendingTopUpSchema = v.object({
  id: v.string(),
  member_id: v.string(),
  member_name: v.string(),
  username: v.nullish(v.string(), null),
  amount: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
  currency: v.pipe(v.string(), v.check((c) => isCurrencyCode(c), () => m.wallet_pending_no_currency())),
  /** The caller asked for it: someone else must confirm it (the server refuses with own_top_up). */
  own: v.optional(v.boolean(), false),
  club_id: v.string(),
  club_name: v.string(),
  created_at: v.string(),
})

export type PendingTopUp = v.InferOutput<typeof PendingTopUpSchema>

/** The top-ups waiting at the caller's clubs' desks, oldest first (`pending_top_ups`, staff only). */
export async function fetchPendingTopUps(clubId?: string): Promise<PendingTopUp[]> {
  const { data, error } = await supabase.rpc('pending_top_ups', clubId ? { p_club_id: clubId } : {})
  if (error) throw new Error(error.message)
  return v.parse(v.array(PendingTopUpSchema), data)
}

import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

const PendingTopUpSchema = v.object({
  id: v.string(),
  member_id: v.string(),
  member_name: v.string(),
  username: v.nullish(v.string(), null),
  amount: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
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

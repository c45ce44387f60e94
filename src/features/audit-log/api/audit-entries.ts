import * as v from 'valibot'
import { saidText } from '~/db/sync/rows-base'
import { m } from '~/i18n/staff'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

/**
 * One row of the log. The label of its kind and its summary come in English (for API users and logs) and as
 * messages the page says in the reader's language (`*_message`: public.said); a kind or a row no message
 * names yet (null) shows its English.
 */
const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  day: v.pipe(v.string(), v.isoDate()),
  time_zone: v.string(),
  actor: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()) })),
  action: v.string(),
  action_label: v.string(),
  action_label_message: saidText,
  summary: v.string(),
  summary_message: saidText,
  target: v.nullable(v.object({ id: v.nullable(v.string()), name: v.string() })),
  club: v.nullable(v.object({ id: v.string(), name: v.string() })),
})

const AuditPage = v.object({ total: v.number(), limit: v.number(), offset: v.number(), rows: v.array(AuditEntry) })

export type AuditEntry = v.InferOutput<typeof AuditEntry>
export type AuditPage = v.InferOutput<typeof AuditPage>

/** The page's filters as the RPC takes them: empty means "any". Days are the club's own. */
export interface AuditFilters {
  clubId: string
  person: string
  action: string
  from: string
  to: string
}

export const PAGE_SIZE = 50

/** One page of the audit log the caller may see (`audit_entries`); a refusal is thrown with its sentence. */
export async function fetchAuditEntries(filters: AuditFilters, offset: number): Promise<AuditPage> {
  const { data, error } = await supabase.rpc('audit_entries', {
    p_club_id: filters.clubId || undefined,
    p_actor: filters.person.trim() || undefined,
    p_action: filters.action || undefined,
    p_from: filters.from || undefined,
    p_to: filters.to || undefined,
    p_limit: PAGE_SIZE,
    p_offset: offset,
  })
  const answer = readAnswer(data, error, m.audit_log_offline())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(AuditPage, answer)
  if (!parsed.success) throw new Error(m.audit_log_unreadable())
  return parsed.output
}

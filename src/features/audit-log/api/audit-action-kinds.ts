import * as v from 'valibot'
import { saidText } from '~/db/sync/rows-base'
import { m } from '~/i18n/staff'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

/** Each kind with its English label and, when a message names it, the label as that message (public.said). */
const ActionKinds = v.object({ actions: v.array(v.object({ action: v.string(), label: v.string(), label_message: saidText })) })

export type ActionKind = v.InferOutput<typeof ActionKinds>['actions'][number]

/** The kinds of action the audit log holds, with their labels, for the action filter (`audit_action_kinds`). */
export async function fetchAuditActionKinds(): Promise<ActionKind[]> {
  const { data, error } = await supabase.rpc('audit_action_kinds')
  const answer = readAnswer(data, error, m.audit_log_offline())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ActionKinds, answer)
  if (!parsed.success) throw new Error(m.audit_log_unreadable_actions())
  return parsed.output.actions
}

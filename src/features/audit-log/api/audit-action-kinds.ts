import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const ActionKinds = v.object({ actions: v.array(v.object({ action: v.string(), label: v.string() })) })

export type ActionKind = v.InferOutput<typeof ActionKinds>['actions'][number]

/** The kinds of action the audit log holds, with their labels, for the action filter (`audit_action_kinds`). */
export async function fetchAuditActionKinds(): Promise<ActionKind[]> {
  const { data, error } = await supabase.rpc('audit_action_kinds')
  const answer = readAnswer(data, error, 'The audit log needs a connection.')
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ActionKinds, answer)
  if (!parsed.success) throw new Error('The server sent a list of actions this app does not understand.')
  return parsed.output.actions
}

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import english from '../../messages/member/server/en.json'
import { switchLocale } from './i18n/catalogue'
import { loadServerSentences, serverSentence } from './server-sentence'

/*
 * Every status a write RPC answers (`public.rpc_result('<status>', ...)` in supabase/migrations, and the edge
 * functions' `answer(<http>, '<status>', ...)`) has its
 * sentences in messages/member/server (`server_<status>`, or `server_<status>_<variant>` where one status has
 * several), so a new status without a translation fails here. The English there is the SQL's, exactly.
 */

/**
 * Statuses whose sentence no one reads, so they need no message. Empty today: every status's sentence can
 * reach the screen (even a read's "Ledger ready." travels with its refusals). Add one only with a reason.
 */
const NO_SENTENCE_FOR_PEOPLE: Record<string, string> = {}

/**
 * Sentences the SQL builds from pieces (format() around a value, `||` of optional clauses, a function's words
 * such as hours_text's "1 hour"): their English is not one literal of the SQL, so the checks below of literal
 * words skip them. Should one drift from the SQL, it only stays in English (serverSentence matches the text).
 */
const COMPOSED = new Set([
  'server_added_closure_cancelled', 'server_blocked', 'server_blocked_cancelled', 'server_bookings_exist', 'server_cancellable', 'server_cancellable_no_refund',
  'server_cancelled_too_late', 'server_closed_bracket', 'server_closed_schedule', 'server_created_club',
  'server_deactivated_bookings_stay', 'server_has_owner', 'server_has_owner_many', 'server_invalid_request_off_peak_decimals',
  'server_invalid_request_off_peak_price', 'server_invalid_request_off_peak_range', 'server_invalid_request_peak_decimals',
  'server_invalid_request_peak_price', 'server_invalid_request_peak_range', 'server_invited_fee_paid', 'server_level_too_high_up_to',
  'server_level_too_low_at_least', 'server_moved', 'server_moved_charged', 'server_moved_give_back', 'server_moved_refunded',
  'server_moved_take_more', 'server_not_allowed_full_refund', 'server_registered_fee_paid', 'server_saved_court_out_of_service_kept',
  'server_saved_opening_hours_outside', 'server_saved_policy', 'server_saved_policy_always', 'server_unblocked',
  'server_unchanged_allowed', 'server_unchanged_banned', 'server_unchanged_in_service', 'server_unchanged_out_of_service',
  'server_withdrawn_partner_refunded', 'server_withdrawn_refunded', 'server_blocked_own_refund', 'server_blocked_own_none',
  // admin_role_label's "club owner" and the places after " of ".
  'server_invalid_request_member_owns', 'server_invalid_request_super_admin_owns', 'server_ok_club_owner', 'server_ok_country_owner',
  'server_ok_member', 'server_ok_super_admin', 'server_unchanged_club_owner', 'server_unchanged_country_owner', 'server_unchanged_member',
  'server_unchanged_super_admin',
])

const migrations = path.resolve(__dirname, '../../supabase/migrations')
const sql = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(path.join(migrations, file), 'utf8'))
  .join('\n')
// The edge functions answer in the same shape (appoint-club-owner: its own sentences beside the RPC's).
const functionsDir = path.resolve(__dirname, '../../supabase/functions')
const functions = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(functionsDir, file), 'utf8'))
  .join('\n')

function answeredStatuses(): string[] {
  const statuses = new Set<string>()
  for (const [, status] of sql.matchAll(/rpc_result\(\s*'([a-z_]+)'/g)) statuses.add(status!)
  // rpc_result(case when ... then 'accepted' else 'already_accepted' end, ...)
  for (const [, a, b] of sql.matchAll(/rpc_result\(\s*case\s+when[^']*?then\s+'([a-z_]+)'\s+else\s+'([a-z_]+)'\s+end/g)) {
    statuses.add(a!)
    statuses.add(b!)
  }
  for (const [, status] of functions.matchAll(/answer\(\d+, '([a-z_]+)'/g)) statuses.add(status!)
  return [...statuses].sort()
}

type Variant = { match: Record<string, string> }
const catalogue = english as unknown as Record<string, string | Variant[]>
const keys = Object.keys(catalogue).filter((key) => key.startsWith('server_'))
/**
 * The audit log's summaries and their pieces (server_audit_*) are no answers: audit_summary_message puts them
 * together as audit_summary writes its English, clause by clause, so their words are not literals of the SQL.
 * The stack suite checks each row's summary message against that English.
 */
const answerKeys = keys.filter((key) => !key.startsWith('server_audit_'))
const textsOf = (message: string | Variant[]) => (typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match)))

describe('server answers in the catalogue', () => {
  it('finds the statuses in the migrations', () => {
    expect(answeredStatuses()).toEqual(expect.arrayContaining(['slot_taken', 'not_allowed', 'invalid_request', 'accepted']))
  })

  it('has a message for every status the server answers', () => {
    const missing = answeredStatuses().filter(
      (status) => !(status in NO_SENTENCE_FOR_PEOPLE) && !keys.some((key) => key === `server_${status}` || key.startsWith(`server_${status}_`)),
    )
    expect(missing).toEqual([])
  })

  it('keeps the English of fixed sentences exactly as the SQL writes them', () => {
    const isLiteral = (text: string) => sql.includes(`'${text.replace(/'/g, "''")}'`) || functions.includes(`'${text}'`)
    const fixed = answerKeys.filter((key) => !COMPOSED.has(key)).flatMap((key) => textsOf(catalogue[key]!).filter((text) => !text.includes('{')).map((text) => ({ key, text })))
    expect(fixed.length).toBeGreaterThan(150)
    const built = fixed.filter(({ text }) => !isLiteral(text))
    expect(built).toEqual([])
  })

  it('builds the English of sentences with values from the SQL\'s own words', () => {
    const source = `${sql.replace(/''/g, "'")}\n${functions}`
    const pieces = answerKeys.filter((key) => !COMPOSED.has(key)).flatMap((key) =>
      textsOf(catalogue[key]!)
        .filter((text) => text.includes('{'))
        .flatMap((text) => text.split(/\{\w+\}/).map((piece) => ({ key, piece: piece.trim() }))),
    )
    const unknown = pieces.filter(({ piece }) => piece.length > 3 && !source.includes(piece))
    expect(unknown).toEqual([])
  })
})

describe('fixed sentences the server answers', () => {
  afterAll(async () => {
    await switchLocale('en')
  })

  it('are each translated under their own status', async () => {
    // rpc_result('<status>', '<sentence>' ...) and staff_club_refusal / admin_refusal's given sentence (not_allowed).
    const answers = [
      ...[...sql.matchAll(/rpc_result\(\s*'([a-z_]+)',\s*'((?:[^']|'')*)'\s*[,)]/g)].map(([, status, text]) => ({ status: status!, text: text! })),
      ...[...sql.matchAll(/(?:staff_club_refusal\(p_club_id|admin_refusal\()\s*,?\s*'((?:[^']|'')*)'\)/g)].map(([, text]) => ({ status: 'not_allowed', text: text! })),
    ].map(({ status, text }) => ({ status, text: text.replace(/''/g, "'") }))
    expect(answers.length).toBeGreaterThan(200)
    await switchLocale('es')
    await loadServerSentences()
    const untranslated = answers.filter(({ status, text }) => serverSentence({ status, message: text }) === text)
    expect(untranslated).toEqual([])
  })

  it('include the sentences the stack tests see the server answer, values and all', async () => {
    const stack = path.resolve(__dirname, '../../tests/stack')
    const seen = readdirSync(stack)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(path.join(stack, file), 'utf8').matchAll(/status: '([a-z_]+)', message: '((?:[^'\\]|\\.)+)'/g)])
      .map(([, status, text]) => ({ status: status!, text: text!.replace(/\\'/g, "'") }))
    expect(seen.length).toBeGreaterThan(30)
    // Asserted there on the message alone (tests/stack: booking, money, tournaments, club settings).
    seen.push(
      { status: 'bookings_in_the_way', text: '2 bookings are in the way. Cancel them with a full refund, or choose other slots.' },
      { status: 'cancelled', text: 'Booking cancelled. £25.00 has been refunded to the wallet.' },
      { status: 'insufficient_funds', text: 'Insufficient balance: the entry fee is €25.00 and your EUR balance is €10.00, so €15.00 more is needed.' },
      { status: 'insufficient_balance', text: 'Insufficient balance: this slot costs £25.00 and the GBP balance is £0.00, so £25.00 more is needed.' },
      { status: 'invalid_request', text: 'On Friday, opening must be before closing.' },
    )
    await switchLocale('fr')
    await loadServerSentences()
    const untranslated = seen.filter(({ status, text }) => serverSentence({ status, message: text }) === text)
    expect(untranslated).toEqual([])
  })
})

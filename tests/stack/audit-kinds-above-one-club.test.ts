import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, rpc, type Account } from './booking-helpers.ts'
import { sql } from './support.ts'

// The audit log page reads the actions above one club as sentences: each row here is written by the real RPC, then
// read back through audit_entries as the super admin sees it. The club, the country and the players are this test's.

// Letters only: a name with a run of digits reads as a phone number and is refused (person_name_problem).
const tag = randomUUID().slice(0, 6).replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)
const CODE = 'QY'
let admin: Account
let owner: Account
let player: Account
let clubId: string

interface Entry {
  action: string
  action_label: string
  summary: string
  actor: { id: string } | null
}

async function entries(action: string): Promise<Entry[]> {
  const answer = (await rpc(admin.client, 'audit_entries', { p_action: action, p_limit: 200 })) as unknown as {
    status: string
    rows: Entry[]
  }
  expect(answer.status).toBe('ok')
  return answer.rows
}

beforeAll(async () => {
  // Role changes and bans need two-step sign-in.
  admin = await account({ role: 'super_admin' })
  owner = await account()
  player = await account()
  await sql("update public.profiles set first_name = 'Ada', last_name = $2 where id = $1", [owner.id, `Owner${tag}`])
  await sql("update public.profiles set first_name = 'Bo', last_name = $2 where id = $1", [player.id, `Player${tag}`])
  await sql(`insert into public.countries (code, name, currency, time_zone) values ($1, 'Quyland', 'EUR', 'Europe/Madrid')`, [CODE])
})

afterAll(async () => {
  await sql('delete from public.club_owner_invitations where club_id = $1', [clubId])
  await sql(`delete from public.audit_log where actor_id = $1`, [admin.id])
  await sql('delete from public.countries where code = $1', [CODE])
})

describe('the audit log above one club', () => {
  it('labels and words each new kind of action, from the rows the RPCs write', async () => {
    const created = await rpc(admin.client, 'admin_create_club', {
      p_club: {
        name: `Audit Club ${tag}`,
        country_code: 'GB',
        city: 'York',
        opens_at: Array(7).fill('09:00'),
        closes_at: Array(7).fill('21:00'),
        courts: [
          { name: 'One', type: 'indoor', off_peak_price: 20, peak_price: 30 },
          { name: 'Two', type: 'outdoor', off_peak_price: 20, peak_price: 30 },
        ],
      },
    })
    expect(created.status, created.message).toBe('created')
    clubId = (created.club as { id: string }).id
    const ownerEmail = (await sql<{ email: string }>('select email from auth.users where id = $1', [owner.id]))[0].email
    const invitee = `invitee-${tag}@example.test`
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: clubId, p_email: invitee })).status).toBe('invite')
    expect((await rpc(admin.client, 'remove_club_owner', { p_club_id: clubId })).status).toBe('removed')
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: clubId, p_email: ownerEmail })).status).toBe('appointed')
    expect((await rpc(admin.client, 'remove_club_owner', { p_club_id: clubId })).status).toBe('removed')
    expect((await rpc(admin.client, 'admin_set_club_active', { p_club_id: clubId, p_active: false, p_reason: 'Roof repairs' })).status).toBe('deactivated')
    expect((await rpc(admin.client, 'admin_set_club_active', { p_club_id: clubId, p_active: true, p_reason: 'Roof fixed' })).status).toBe('reactivated')
    expect((await rpc(admin.client, 'admin_set_role', { p_player: player.id, p_role: 'club_owner', p_club_ids: [clubId] })).status).toBe('ok')
    expect((await rpc(admin.client, 'admin_set_role', { p_player: player.id, p_role: 'member' })).status).toBe('ok')
    expect((await rpc(admin.client, 'admin_set_ban', { p_player: player.id, p_banned: true, p_reason: 'Abusive messages' })).status).toBe('ok')
    expect((await rpc(admin.client, 'admin_set_ban', { p_player: player.id, p_banned: false, p_reason: 'Apologised' })).status).toBe('ok')
    expect(
      (await rpc(admin.client, 'set_country_defaults', { p_country_code: CODE, p_full_refund_hours: 48, p_peak_starts_at: '19:30', p_peak_weekdays: [6, 7] })).status,
    ).toBe('saved')

    const mine = async (action: string) => (await entries(action)).filter((e) => e.actor?.id === admin.id).map((e) => [e.action_label, e.summary])
    expect(await mine('create_club')).toEqual([['Club created', 'Created Audit Club ' + tag + ' in York (GB) with 2 courts']])
    expect(await mine('invite_club_owner')).toEqual([['Club owner invited', `Invited ${invitee} to own the club`]])
    expect(await mine('appoint_club_owner')).toEqual([['Club owner appointed', `Made Ada Owner${tag} the club's owner (${ownerEmail})`]])
    expect(await mine('remove_club_owner')).toEqual([
      ['Club owner removed', "Removed the club's owner"],
      ['Club owner removed', `Cancelled the owner invitation to ${invitee}`],
    ])
    expect(await mine('set_club_active')).toEqual([
      ['Club deactivated or reactivated', 'Reactivated the club: it takes bookings again (Roof fixed)'],
      ['Club deactivated or reactivated', 'Deactivated the club: no new bookings (Roof repairs)'],
    ])
    expect(await mine('set_player_role')).toEqual([
      ['Role changed', `Changed Bo Player${tag}'s role from club owner to member`],
      ['Role changed', `Changed Bo Player${tag}'s role from member to club owner of Audit Club ${tag}`],
    ])
    expect(await mine('ban_player')).toEqual([['Player banned', `Banned Bo Player${tag} (Abusive messages)`]])
    expect(await mine('unban_player')).toEqual([['Ban lifted', `Lifted Bo Player${tag}'s ban (Apologised)`]])
    expect(await mine('set_country_defaults')).toEqual([
      ['Country defaults', 'Set the defaults new clubs in Quyland start with: a full refund until 48 hours before the start; peak evenings from 19:30, all day on Saturday, Sunday'],
    ])
  })
})

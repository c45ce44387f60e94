import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, clientWithToken, localDate, rpc, said, tokenFor, type Account, type TestClub } from './booking-helpers.ts'
import { sql } from './support.ts'

// The super admin role counts only in a session that proved two steps (an aal2 token and a confirmed authenticator
// app): with the password alone the account has no staff powers anywhere, and each refusal says what to do.

const SET_UP = {
  status: 'two_factor_required',
  message: 'Super admins use two-step sign-in: set it up in Settings first.',
  ...said('server_two_factor_required_super_admin'),
}
const CODE = {
  status: 'two_factor_code_required',
  message: 'Super admins use two-step sign-in: sign out and sign in again with the code from your authenticator app.',
  ...said('server_two_factor_code_required_super_admin'),
}

let place: TestClub
let stranger: Account
let today: string

beforeAll(async () => {
  place = await club()
  stranger = await account()
  today = await localDate(place.timeZone, 0)
})

/** What the database lets this client do as a super admin: the role rule, a club's desk, the admin pages, a profile. */
async function powers(client: Account['client'], clubId: string) {
  const role = await client.rpc('has_role', { roles: ['super_admin'] })
  const staff = await client.rpc('is_club_staff', { club: clubId })
  // Other people's profiles come through the admin functions (the table shows everyone their own row only).
  const others = await rpc(client, 'admin_player_card', { p_player: stranger.id })
  return {
    hasRole: role.data,
    staff: staff.data,
    day: (await rpc(client, 'club_day', { p_club_id: clubId, p_date: today })).status,
    clubs: await rpc(client, 'admin_clubs', {}),
    seesOthers: others.status === 'ok',
  }
}

describe('the super admin role and two-step sign-in', () => {
  it('a two-step session has the powers', async () => {
    const admin = await account({ role: 'super_admin' })
    const got = await powers(admin.client, place.id)
    expect(got).toMatchObject({ hasRole: true, staff: true, day: 'ok', seesOthers: true })
    expect(got.clubs.status).toBe('ok')
  })

  it('a password-only session of an account with an app has none, and is told to enter its code', async () => {
    const admin = await account({ role: 'super_admin' })
    const aal1 = clientWithToken(await tokenFor(admin.id, { aal: 'aal1' }))
    const got = await powers(aal1, place.id)
    expect(got).toEqual({ hasRole: false, staff: false, day: CODE.status, clubs: CODE, seesOthers: false })
    expect(await rpc(aal1, 'club_day', { p_club_id: place.id, p_date: today })).toEqual(CODE)
  })

  it('an account with no app has none, even with an aal2 token, and is told to set one up', async () => {
    const noApp = await account({ role: 'super_admin', twoStep: false })
    const minted = clientWithToken(await tokenFor(noApp.id, { aal: 'aal2' }))
    for (const client of [noApp.client, minted]) {
      expect(await powers(client, place.id)).toEqual({ hasRole: false, staff: false, day: SET_UP.status, clubs: SET_UP, seesOthers: false })
    }
  })

  it('removing the app takes the powers from a session that proved two steps with it', async () => {
    const admin = await account({ role: 'super_admin' })
    expect((await powers(admin.client, place.id)).staff).toBe(true)
    await sql('delete from auth.mfa_factors where user_id = $1', [admin.id])
    expect((await powers(admin.client, place.id)).clubs).toEqual(SET_UP)
  })

  it('the other staff roles keep working with the password alone', async () => {
    const owner = await account({ role: 'club_owner' })
    await sql('update public.clubs set owner_id = $2 where id = $1', [place.id, owner.id])
    expect((await rpc(owner.client, 'club_day', { p_club_id: place.id, p_date: today })).status).toBe('ok')
    // A member who is no super admin hears "not allowed", never the two-step sentences.
    const member = await account()
    expect((await rpc(member.client, 'admin_clubs', {})).status).toBe('not_allowed')
    expect((await rpc(member.client, 'club_day', { p_club_id: place.id, p_date: today })).status).toBe('not_allowed')
  })
})

import { describe, expect, it } from 'vitest'
import { anonClient } from './support.ts'
import { account, club, rpc } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// pending_top_ups: what a club desk sees. Staff of a club (its owner, its country's owner, a super admin)
// see that club's pending top-ups with the member's name; nobody else sees them, and confirmed ones leave.

interface PendingRow {
  id: string
  member_id: string
  member_name: string
  username: string | null
  amount: number
  club_id: string
  club_name: string
  created_at: string
}

async function pending(client: Awaited<ReturnType<typeof account>>['client'], clubId?: string): Promise<PendingRow[]> {
  const { data, error } = await client.rpc('pending_top_ups', clubId ? { p_club_id: clubId } : {})
  if (error) throw new Error(error.message)
  return data as PendingRow[]
}

describe('pending_top_ups', () => {
  it("lists a club's pending top-ups for its staff only, with the member's name, until confirmed", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const admin = await account({ role: 'super_admin' })
    const ours = await club({ ownerId: owner.id })
    const theirs = await club({ ownerId: otherOwner.id })
    const member = await account()
    const stranger = await account()

    const first = await rpc(member.client, 'request_top_up', { p_amount: 40, p_club_id: ours.id })
    const second = await rpc(member.client, 'request_top_up', { p_amount: 12.5, p_club_id: ours.id })
    await rpc(member.client, 'request_top_up', { p_amount: 99, p_club_id: theirs.id })
    expect([first.status, second.status]).toEqual(['pending', 'pending'])
    const firstId = (first.transaction as { id: string }).id

    const seen = await pending(owner.client)
    expect(seen.map((r) => [r.amount, r.club_id, r.member_name, r.member_id])).toEqual([
      [40, ours.id, 'Booking Tester', member.id],
      [12.5, ours.id, 'Booking Tester', member.id],
    ])
    // Only the name and username of the member: nothing else of their profile.
    expect(Object.keys(seen[0]).sort()).toEqual(['amount', 'club_id', 'club_name', 'created_at', 'currency', 'id', 'member_id', 'member_name', 'own', 'username'])

    // A super admin sees every club's; filtered to one club, only that club's.
    const all = await pending(admin.client)
    expect(all.filter((r) => r.member_id === member.id).map((r) => r.amount).sort()).toEqual([12.5, 40, 99])
    expect((await pending(admin.client, theirs.id)).every((r) => r.club_id === theirs.id)).toBe(true)

    // Not staff: nothing, whatever club is asked for.
    expect(await pending(member.client)).toEqual([])
    expect(await pending(stranger.client, ours.id)).toEqual([])
    expect((await pending(otherOwner.client)).map((r) => r.amount)).toEqual([99])

    // Confirmed at the desk: it leaves the list.
    expect((await rpc(owner.client, 'confirm_top_up', { p_transaction_id: firstId })).status).toBe('completed')
    expect((await pending(owner.client)).map((r) => r.amount)).toEqual([12.5])
  })

  it('is not callable anonymously', async () => {
    const { error } = await anonClient().rpc('pending_top_ups', {})
    expect(error).not.toBeNull()
  })
})

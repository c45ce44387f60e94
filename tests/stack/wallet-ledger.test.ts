import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, ledgerSum, localDate, rpc } from './booking-helpers.ts'
import { checkLedgerAfterEach, ledgerViolations } from './ledger-invariant.ts'

checkLedgerAfterEach()

// The wallet ledger: append-only even for the database owner, pending top-ups that count only once
// staff confirm them, and a running balance that always equals the ledger and never goes negative.

async function sqlError(text: string, params: unknown[] = []): Promise<string | null> {
  try {
    await sql(text, params)
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

describe('the ledger is append-only', () => {
  it('refuses updates, deletes and truncation even to the superuser', async () => {
    const member = await account({ funds: 40 })
    const [tx] = await sql<{ id: string }>('select id from public.transactions where member_id = $1', [member.id])
    expect(await sqlError('update public.transactions set amount = 1 where id = $1', [tx.id])).toBe('42501')
    expect(await sqlError("update public.transactions set status = 'pending', completed_at = null where id = $1", [tx.id])).toBe('42501')
    expect(await sqlError('delete from public.transactions where id = $1', [tx.id])).toBe('42501')
    expect(await sqlError('truncate public.transactions cascade')).toBe('42501')
    expect(await balanceOf(member.id)).toBe(40)
  })

  it('never lets a balance go below zero, whoever writes', async () => {
    const member = await account({ funds: 10 })
    const code = await sqlError(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, completed_at)
       values ($1, 'debit', 'adjustment', 10.01, 'EUR', 'overdraft attempt', now())`,
      [member.id],
    )
    expect(code).toBe('23514')
    expect(await balanceOf(member.id)).toBe(10)
  })

  it("goes away with the member's account (the only delete it allows)", async () => {
    const member = await account({ funds: 25 })
    await sql('delete from auth.users where id = $1', [member.id])
    const rows = await sql('select 1 from public.transactions where member_id = $1', [member.id])
    expect(rows).toEqual([])
  })
})

describe('top-ups', () => {
  it('a request is pending and does not count until club staff confirm it', async () => {
    const owner = await account({ role: 'club_owner' })
    const home = await club({ ownerId: owner.id })
    const member = await account({ funds: 10 })
    await sql('update public.profiles set home_club_id = $2 where id = $1', [member.id, home.id])

    const request = await rpc(member.client, 'request_top_up', { p_amount: 25.5 })
    expect(request).toMatchObject({ status: 'pending', balance: 10 })
    expect(request.transaction).toMatchObject({ type: 'credit', kind: 'top_up', status: 'pending', amount: 25.5, club_id: home.id })
    expect(await balanceOf(member.id)).toBe(10)

    const txId = (request.transaction as { id: string }).id
    expect((await rpc(member.client, 'confirm_top_up', { p_transaction_id: txId })).status).toBe('not_allowed')
    const confirmed = await rpc(owner.client, 'confirm_top_up', { p_transaction_id: txId })
    expect(confirmed).toMatchObject({ status: 'completed', balance: 35.5 })
    expect(await balanceOf(member.id)).toBe(35.5)
    expect(await ledgerSum(member.id)).toBe(35.5)
    expect((await rpc(owner.client, 'confirm_top_up', { p_transaction_id: txId })).status).toBe('already_completed')
    expect(await balanceOf(member.id)).toBe(35.5)
    const audit = await sql('select action, actor_id from public.audit_log where target_id = $1', [txId])
    expect(audit).toEqual([{ action: 'confirm_top_up', actor_id: owner.id }])
    // The table shows the owner their own rows only; the member's top-up is theirs to read there.
    const ownerSees = await owner.client.from('transactions').select('id').eq('id', txId)
    expect(ownerSees.data).toEqual([])
    expect((await member.client.from('transactions').select('id').eq('id', txId)).data).toHaveLength(1)
  })

  it('refuses bad amounts and unknown clubs, and replays a repeated request id', async () => {
    const member = await account()
    const desk = await club()
    for (const amount of [0, -5, 1000.01, 10.005]) {
      expect((await rpc(member.client, 'request_top_up', { p_amount: amount, p_club_id: desk.id })).status).toBe('invalid_amount')
    }
    expect((await rpc(member.client, 'request_top_up', { p_amount: 10, p_club_id: randomUUID() })).status).toBe('unknown_club')
    const id = randomUUID()
    const first = await rpc(member.client, 'request_top_up', { p_amount: 20, p_club_id: desk.id, p_request_id: id })
    const again = await rpc(member.client, 'request_top_up', { p_amount: 20, p_club_id: desk.id, p_request_id: id })
    expect([first.status, again.status]).toEqual(['pending', 'replayed'])
    expect((await rpc(member.client, 'request_top_up', { p_amount: 30, p_club_id: desk.id, p_request_id: id })).status).toBe('id_conflict')
    const rows = await sql('select 1 from public.transactions where member_id = $1', [member.id])
    expect(rows).toHaveLength(1)
  })

  it('a super admin confirms any top-up; a confirmed unknown id is unknown_transaction', async () => {
    const admin = await account({ role: 'super_admin' })
    const member = await account()
    const request = await rpc(member.client, 'request_top_up', { p_amount: 15, p_club_id: (await club()).id })
    const txId = (request.transaction as { id: string }).id
    expect((await rpc(admin.client, 'confirm_top_up', { p_transaction_id: txId })).status).toBe('completed')
    expect(await balanceOf(member.id)).toBe(15)
    expect((await rpc(admin.client, 'confirm_top_up', { p_transaction_id: randomUUID() })).status).toBe('unknown_transaction')
  })
})

describe('ledger lines', () => {
  // Read through the API, so the stack suite's check says each line's message and compares it with its English.
  it('name their message beside the English: a booking, its refund, a top-up request', async () => {
    const owner = await account({ role: 'club_owner' })
    const home = await club({ ownerId: owner.id })
    const member = await account({ funds: 100 })
    const date = await localDate(home.timeZone, 5)
    const booked = await book(member.client, { court: home.courts[0], date, slot: 4 })
    expect(booked.status).toBe('confirmed')
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: booked.booking!.id })).status).toBe('cancelled')
    expect((await rpc(member.client, 'request_top_up', { p_amount: 20, p_club_id: home.id })).status).toBe('pending')

    const { data, error } = await member.client
      .from('transactions')
      .select('kind, description, description_message')
      .eq('club_id', home.id)
      .order('created_at')
    expect(error).toBeNull()
    expect(data!.map((row) => [row.kind, (row.description_message as { message_key: string } | null)?.message_key])).toEqual([
      ['booking', 'ledger_booking'],
      ['refund', 'ledger_refund'],
      ['top_up', 'ledger_top_up'],
    ])
  })
})

describe('wallet balances', () => {
  it('equal completed credits minus completed debits per member and currency, for every wallet in the database', async () => {
    expect(await ledgerViolations()).toEqual({ wrongWallets: 0, negativeWallets: 0, negativeRunning: 0 })
  })
})

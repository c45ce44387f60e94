import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { balanceOf, rpc } from './booking-helpers.ts'
import { closeRegistration, createTournament, details, player, register, respond, staffWithClub, type Staff } from './tournaments-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Nobody is entered in a tournament without agreeing: the partner accepts or declines; an unanswered
// invitation lapses when registration closes, and the fee goes back to whoever paid it.

let staff: Staff

beforeAll(async () => {
  staff = await staffWithClub()
})

const notesOf = (userId: string, kind: string) =>
  sql<{ title: string; body: string }>('select title, body from public.notifications where user_id = $1 and kind = $2 order by created_at', [userId, kind])

describe('tournament partners consent', () => {
  it('an invitation holds a place but enters nobody until the partner accepts', async () => {
    const tournament = await createTournament(staff, { fee: 10, maxTeams: 2 })
    const [alice, bob] = await Promise.all([player(), player()])
    const invited = await register(alice.client, tournament, bob.id)
    expect(invited.status).toBe('invited')
    expect(invited.message).toMatch(/^Invitation sent: your team is entered in Test Cup \w+ once Booking Tester accepts\. The entry fee of €10\.00 was paid/)
    const [note] = await notesOf(bob.id, 'tournament_invitation')
    expect(note.title).toBe(`Invitation: Test Cup ${tournament.slice(0, 6)}`)
    expect(note.body).toMatch(/^Booking Tester invited you to play Test Cup \w+ together/)
    const entryId = (invited.entry as { id: string }).id
    expect((await details(bob.client, tournament)).entries.find((e) => e.id === entryId)?.status).toBe('invited')

    // Only the invited partner answers.
    expect((await respond(alice.client, entryId, true)).status).toBe('unknown_entry')
    const stranger = await player()
    expect((await respond(stranger.client, entryId, true)).status).toBe('unknown_entry')
    expect((await rpc(bob.client, 'respond_to_invitation', { p_entry_id: entryId, p_accept: null })).status).toBe('invalid_request')

    const accepted = await respond(bob.client, entryId, true)
    expect(accepted).toMatchObject({ status: 'accepted', message: `You are entered in Test Cup ${tournament.slice(0, 6)}.` })
    expect((accepted.entry as { status: string }).status).toBe('registered')
    expect((await notesOf(alice.id, 'tournament_update')).map((n) => n.title)).toContain(`Invitation accepted: Test Cup ${tournament.slice(0, 6)}`)
    // Twice is harmless.
    expect((await respond(bob.client, entryId, true)).status).toBe('accepted')
    expect((await respond(bob.client, entryId, false)).status).toBe('already_accepted')
  })

  it('declining withdraws the entry, refunds the payer and frees both players and the place', async () => {
    const tournament = await createTournament(staff, { fee: 10, maxTeams: 2 })
    const [alice, bob, carol, dave] = await Promise.all([player({ funds: 30 }), player({ funds: 0 }), player(), player()])
    const entryId = ((await register(alice.client, tournament, bob.id)).entry as { id: string }).id
    expect((await register(dave.client, tournament, (await player()).id)).status).toBe('invited')
    expect(await balanceOf(alice.id)).toBe(20)
    expect((await register(carol.client, tournament, (await player()).id)).status).toBe('full')
    const declined = await respond(bob.client, entryId, false)
    expect(declined).toMatchObject({ status: 'declined', refund: 10 })
    expect(await balanceOf(alice.id)).toBe(30)
    expect(await balanceOf(bob.id)).toBe(0)
    const [note] = (await notesOf(alice.id, 'tournament_update')).filter((n) => n.title.startsWith('Invitation declined'))
    expect(note.body).toMatch(/declined to play Test Cup \w+ with you\. The entry fee of €10\.00 has been refunded to your wallet\.$/)
    expect((await respond(bob.client, entryId, true)).status).toBe('invitation_withdrawn')
    expect((await register(carol.client, tournament, bob.id)).status).toBe('invited')
  })

  it('an invitation nobody answered lapses at the close, refunded, and is not drawn', async () => {
    const tournament = await createTournament(staff, { fee: 10 })
    const teams = await Promise.all([0, 1].map(async () => {
      const [payer, partner] = await Promise.all([player({ funds: 10 }), player()])
      const entry = ((await register(payer.client, tournament, partner.id)).entry as { id: string }).id
      return { payer, partner, entry }
    }))
    const [p, q] = await Promise.all([player({ funds: 10 }), player()])
    const silent = ((await register(p.client, tournament, q.id)).entry as { id: string }).id
    for (const team of teams) expect((await respond(team.partner.client, team.entry, true)).status).toBe('accepted')

    expect((await closeRegistration(staff, tournament)).status).toBe('closed')
    const detail = await details(p.client, tournament)
    expect(detail.entries.find((e) => e.id === silent)?.status).toBe('withdrawn')
    expect(detail.matches.some((m) => [m.team1_entry_id, m.team2_entry_id].includes(silent))).toBe(false)
    expect(await balanceOf(p.id)).toBe(10)
    expect((await notesOf(p.id, 'tournament_update')).map((n) => n.title)).toContain(`Invitation expired: Test Cup ${tournament.slice(0, 6)}`)
    expect((await respond(q.client, silent, true)).status).toBe('invitation_withdrawn')
  })

  it('a partner cannot accept after registration closed, nor while already in another team', async () => {
    const tournament = await createTournament(staff, { fee: 0 })
    const [alice, bob, carol] = await Promise.all([player(), player(), player()])
    const first = ((await register(alice.client, tournament, bob.id)).entry as { id: string }).id
    // Bob is invited once; a second invitation to him is refused up front.
    expect((await register(carol.client, tournament, bob.id)).status).toBe('already_registered')
    await sql('update public.tournaments set registration_closes_at = now() - interval \'1 minute\' where id = $1', [tournament])
    expect((await respond(bob.client, first, true)).status).toBe('registration_closed')
  })
})

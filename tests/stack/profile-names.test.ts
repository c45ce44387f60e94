import { describe, expect, it } from 'vitest'
import { account, club } from './booking-helpers.ts'
import { courtBooking, notificationsOf, report } from './matches-helpers.ts'
import { signUpConfirmed, sql, stack, uniqueUser } from './support.ts'

// A name is shown to strangers (notifications, rankings): one that could pass for ELSY speaking is refused
// where it is written — at sign-up (a 422 with the sentence) and on a profile edit — and an existing one is
// left alone until it changes.

const IMPERSONATION = 'ELSY Security: account locked, call +1-555-0100 now'

async function signUp(data: Record<string, unknown>) {
  const u = uniqueUser('names')
  const res = await fetch(`${stack().apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: u.email, password: u.password, data: { username: u.username, ...data } }),
  })
  const rows = await sql('select 1 from public.profiles where email = $1', [u.email])
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, profiles: rows.length }
}

describe('sign-up', () => {
  it.each([
    [{ first_name: IMPERSONATION, last_name: 'Smith' }, 'First name cannot contain the word ELSY'],
    [{ first_name: 'Ana', last_name: 'elsy support' }, 'Last name cannot contain the word ELSY'],
    [{ first_name: 'Ana', last_name: 'ELSYteam' }, 'Last name cannot contain the word ELSY'],
    [{ first_name: 'Account locked: call us', last_name: 'Smith' }, 'First name cannot contain :, @, /, < or >'],
    [{ first_name: 'Ana', last_name: 'Write to help@example.test' }, 'Last name cannot contain :, @, /, < or >'],
    [{ first_name: 'Call 555 0100', last_name: 'Smith' }, 'First name cannot contain a phone number'],
    [{ first_name: 'Ana', last_name: '(+34) 600.11' }, 'Last name cannot contain a phone number'],
    [{ first_name: 'Ana', last_name: 'Visit padel-deals.com' }, 'Last name cannot contain a web address'],
    [{ first_name: 'www.deals', last_name: 'Smith' }, 'First name cannot contain a web address'],
  ])('refuses %o with a 422 and its sentence, and makes no profile', async (names, sentence) => {
    const answer = await signUp(names)
    expect(answer.status).toBe(422)
    expect(answer.json).toMatchObject({ code: 422, error_code: 'validation_failed', msg: sentence })
    expect(answer.profiles).toBe(0)
  })

  it('refuses a typed username with ELSY in it (shown when a person gives no name)', async () => {
    const answer = await signUp({ username: `ElsySupport${Date.now().toString(36)}`, first_name: 'Ana' })
    expect(answer.json).toMatchObject({ code: 422, error_code: 'validation_failed', msg: 'Username cannot contain the word ELSY' })
  })

  it.each([
    ['Kelsy', "O'Brien-Smith"],
    ['Chelsy', 'Dupont Jr.'],
    ['Zoë', 'Van der Berg'],
    ['Louis 14', 'Bourbon'],
    ['Ana2', 'Tester1a2b3c4'],
    ['J. R. R.', 'Tolkien'],
  ])('takes ordinary names: %s %s', async (first_name, last_name) => {
    const answer = await signUp({ first_name, last_name })
    expect(answer.status).toBe(200)
    expect(answer.profiles).toBe(1)
  })

  it("leaves a provider's name that breaks the rule out, rather than refusing the account", async () => {
    const [fields] = await sql<{ first_name: string | null; last_name: string | null }>(
      'select first_name, last_name from public.sign_up_profile($1::jsonb, gen_random_uuid())',
      [JSON.stringify({ full_name: 'ELSY Support', given_name: IMPERSONATION, family_name: 'Rivera' })],
    )
    expect(fields).toEqual({ first_name: null, last_name: 'Rivera' })
  })
})

describe('profile edits', () => {
  it('a member cannot rename themselves to speak for ELSY: refused with the sentence, the name unchanged', async () => {
    const member = await signUpConfirmed({ first_name: 'Nora', last_name: 'Lind' })
    const { error } = await member.client.from('profiles').update({ first_name: IMPERSONATION }).eq('id', member.id)
    expect(error).toMatchObject({ code: '23514', message: 'First name cannot contain the word ELSY' })
    const { error: last } = await member.client.from('profiles').update({ last_name: 'see elsy-help.com' }).eq('id', member.id)
    expect(last).toMatchObject({ code: '23514', message: 'Last name cannot contain the word ELSY' })
    const [row] = await sql<{ first_name: string; last_name: string }>('select first_name, last_name from public.profiles where id = $1', [member.id])
    expect(row).toEqual({ first_name: 'Nora', last_name: 'Lind' })
    // An ordinary rename still works.
    const { error: fine } = await member.client.from('profiles').update({ first_name: 'Eleonora' }).eq('id', member.id)
    expect(fine).toBeNull()
  })

  it('an existing name is kept (checked on write only): other fields and the other name can still change', async () => {
    const member = await signUpConfirmed({ first_name: 'Old', last_name: 'Name' })
    // Written before the rule existed: put it there past the trigger, as an old row would be.
    await sql(
      `alter table public.profiles disable trigger profiles_names_speak_for_no_one;
       update public.profiles set first_name = 'ELSY Desk' where id = '${member.id}';
       alter table public.profiles enable trigger profiles_names_speak_for_no_one;`,
    )
    const { error } = await member.client.from('profiles').update({ last_name: 'Newname', phone: '+34600111222' }).eq('id', member.id)
    expect(error).toBeNull()
    const { error: renamed } = await member.client.from('profiles').update({ first_name: 'Desk' }).eq('id', member.id)
    expect(renamed).toBeNull()
  })

  it('every seeded name passes the rule', async () => {
    const [{ seeded }] = await sql<{ seeded: number }>("select count(*)::int as seeded from public.profiles where email like '%elsy.test'")
    expect(seeded).toBeGreaterThan(1000)
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.profiles
       where email like '%elsy.test'
         and (public.person_name_problem(first_name, false) is not null or public.person_name_problem(last_name, true) is not null)`,
    )
    expect(n).toBe(0)
  })
})

describe('what strangers are sent', () => {
  it('a refused name never reaches an opponent\'s notification', async () => {
    const home = await club()
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    await a.client.from('profiles').update({ first_name: IMPERSONATION, last_name: '' }).eq('id', a.id)
    const booking = await courtBooking(a.id, home.courts[0])
    expect((await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[6, 1], [6, 1]], booking })).status).toBe('reported')
    const [note] = await notificationsOf(c.id, 'match_to_confirm')
    expect(note.body).not.toMatch(/ELSY|555/)
  })
})

import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID, bookingForm, chooseDate, fundMember, freeCourtSlot } from './support/booking'
import { rpcByApi } from './support/api'
import { closeSql, sql } from './support/db'
import { goOffline, goOnline, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser, type TestUser } from './support/users'

test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

type Player = TestUser & { id: string }
const fullName = (u: Player) => `${u.firstName} ${u.lastName}`

/** A new member of ELSY Madrid with €100 in their wallet. */
async function member(prefix: string): Promise<Player> {
  const user = await createConfirmedUser(prefix)
  await sql('update public.profiles set home_club_id = $2 where id = $1', [user.id, MADRID_CLUB_ID])
  await fundMember(user.id, 100)
  return user
}

/** A phone (390 px) signed in as the player, synced. */
async function phone(browser: Browser, user: Player, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signInByApi(page, user.email, user.password)
  await page.goto(path)
  await waitForSynced(page)
  return page
}

async function balance(user: Player): Promise<number> {
  const [row] = await sql<{ b: string }>(`select public.wallet_balance($1, 'EUR') as b`, [user.id])
  return Number(row.b)
}

test('four players make a match on their phones: opened, joined at the level (one offline), asked and accepted, full; the grid, the bell and the page agree; the result moves the ratings', async ({ browser }) => {
  test.setTimeout(180_000)
  const [organiser, first, second, strong] = await Promise.all([member('omorg'), member('omone'), member('omtwo'), member('omstr')])
  // A strong player: outside the range the organiser opens (1200-1800 around their 1500).
  await sql(
    `insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username)
     select id, 2400, 30, 25, 5, first_name || ' ' || last_name, username from public.profiles where id = $1`,
    [strong.id],
  )
  const [{ date }] = await sql<{ date: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date + 3, 'YYYY-MM-DD') as date`)
  const slot = await freeCourtSlot({ date })
  const booked = await rpcByApi(organiser, 'book_court', { p_booking_id: randomUUID(), p_court_id: slot.courtId, p_date: slot.date, p_slot_id: slot.slotId })
  expect(booked.status, booked.message).toBe('confirmed')
  const bookingId = (booked.booking as { id: string }).id
  const [{ price }] = await sql<{ price: string }>('select price from public.bookings where id = $1', [bookingId])
  const shares = await sql<{ s: string }>('select public.match_share($1, n)::text as s from generate_series(1, 4) n', [price])

  let matchId = ''
  const host = await phone(browser, organiser, '/booking')
  await test.step('the organiser makes their booking an open match from My bookings', async () => {
    await host.getByRole('link', { name: new RegExp(`^Make court ${slot.courtNumber} on .* an open match or split it$`) }).click()
    const form = host.getByRole('form', { name: 'Make it an open match or split it' })
    await form.getByLabel('Lowest level').fill('1200')
    await form.getByLabel('Highest level').fill('1800')
    await expectNoSeriousViolations(host, 'the open match form')
    await form.getByRole('button', { name: 'Open the match' }).click()
    await expect(host).toHaveURL(/\/matches\/[0-9a-f-]{36}$/, { timeout: 20_000 })
    matchId = host.url().split('/').pop()!
    // The organiser now pays their share only.
    expect(await balance(organiser)).toBeCloseTo(100 - Number(shares[0].s), 2)
  })

  await test.step('a player at the level joins at once and pays their share', async () => {
    const page = await phone(browser, first, `/matches/${matchId}`)
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(page.getByText("You're in").first()).toBeVisible({ timeout: 20_000 })
    await expectNoSeriousViolations(page, 'a match page')
    expect(await balance(first)).toBeCloseTo(100 - Number(shares[1].s), 2)
    await page.context().close()
  })

  await test.step('another joins offline: queued on the phone, sent once when back online', async () => {
    const page = await phone(browser, second, `/matches/${matchId}`)
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible()
    await goOffline(page.context())
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(page.getByText('Joining, not sent').first()).toBeVisible()
    expect(await sql('select 1 from public.open_match_places where match_id = $1 and member_id = $2', [matchId, second.id])).toEqual([])
    await goOnline(page.context())
    await expect(page.getByText("You're in").first()).toBeVisible({ timeout: 30_000 })
    const rows = await sql<{ state: string }>('select state from public.open_match_places where match_id = $1 and member_id = $2', [matchId, second.id])
    expect(rows).toEqual([{ state: 'in' }])
    expect(await balance(second)).toBeCloseTo(100 - Number(shares[2].s), 2)
    await page.context().close()
  })

  await test.step('a player outside the range asks; the organiser accepts; the match is full', async () => {
    const page = await phone(browser, strong, `/matches/${matchId}`)
    await page.getByRole('button', { name: 'Ask to join' }).click()
    await expect(page.getByText('You asked to join: the organiser decides.')).toBeVisible({ timeout: 20_000 })
    expect(await balance(strong)).toBe(100)

    await host.reload()
    await host.getByRole('button', { name: `Accept ${fullName(strong)}` }).click()
    // Four places, each paid (the organiser's share through their booking).
    await expect(host.getByText(/^Paid €/)).toHaveCount(4, { timeout: 20_000 })
    expect(await balance(strong)).toBeCloseTo(100 - Number(shares[3].s), 2)
    await page.context().close()
  })

  await test.step('the page, the bell and the grid agree', async () => {
    const [row] = await sql<{ status: string; players: number }>(
      `select m.status, (select count(*)::int from public.open_match_places p where p.match_id = m.id and p.state = 'in') as players
       from public.open_matches m where m.id = $1`, [matchId])
    expect(row).toEqual({ status: 'full', players: 4 })
    for (const who of [organiser, first, second, strong]) await expect(host.getByText(fullName(who)).first()).toBeVisible()
    // What the club earned for the court is its price, once.
    const [{ earned }] = await sql<{ earned: string }>(
      `select sum(r.amount)::text as earned from public.club_revenue_lines($1, now() - interval '1 hour', now() + interval '1 hour') r
       where r.booking_id = $2`, [MADRID_CLUB_ID, bookingId])
    expect(Number(earned)).toBeCloseTo(Number(price), 2)

    // The bell says what the device last synced: a new sync brings the organiser's latest news.
    await host.reload()
    await waitForSynced(host)
    const bell = host.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 20_000 })
    await bell.click()
    const panel = host.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.getByText('Your match is full')).toBeVisible()
    await expect(panel.getByText(`${fullName(first)} joined your match`)).toBeVisible()
    await expect(panel.getByText(`${fullName(strong)} asks to join your match`)).toBeVisible()
    await host.keyboard.press('Escape')

    await host.goto('/booking')
    await waitForSynced(host)
    await chooseDate(host, date)
    const cell = bookingForm(host).getByRole('region', { name: 'Courts and time slots' })
      .getByRole('link', { name: new RegExp(`^Court ${slot.courtNumber}, \\w+, ${slot.label},.*your booking, open match, full$`) })
    await expect(cell).toBeVisible({ timeout: 20_000 })
    await expect(cell).toHaveText('Yours')
    // Another player sees the same cell as a full match, which opens the match.
    const other = await phone(browser, first, '/booking')
    await chooseDate(other, date)
    const theirs = bookingForm(other).getByRole('region', { name: 'Courts and time slots' })
      .getByRole('link', { name: new RegExp(`^Court ${slot.courtNumber}, \\w+, ${slot.label},.*open match, full$`) })
    await expect(theirs).toHaveText('Match · full', { timeout: 20_000 })
    await theirs.click()
    await expect(other).toHaveURL(new RegExp(`/matches/${matchId}$`))
    await other.context().close()
  })

  await test.step('after the match, a player records the result from its page, the form filled with its court and players', async () => {
    // The match was played yesterday (on a court-slot free then).
    const [{ day }] = await sql<{ day: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date - 1, 'YYYY-MM-DD') as day`)
    const past = await freeCourtSlot({ date: day })
    await sql('update public.bookings set court_id = $2, date = $3, slot_id = $4 where id = $1', [bookingId, past.courtId, past.date, past.slotId])
    // Not the organiser: the booking is not theirs, and they record it all the same.
    const reporter = await phone(browser, first, `/matches/${matchId}`)
    await reporter.getByRole('link', { name: 'Record the result' }).click()
    const dialog = reporter.getByRole('dialog', { name: 'Record a result' })
    await expect(dialog.getByLabel('Booking')).toHaveValue(bookingId)
    await expect(dialog.getByRole('combobox', { name: 'Your partner' })).toHaveValue(fullName(organiser))
    const opponents = [await dialog.getByRole('combobox', { name: 'Opponent 1' }).inputValue(), await dialog.getByRole('combobox', { name: 'Opponent 2' }).inputValue()]
    expect(opponents.sort()).toEqual([fullName(second), fullName(strong)].sort())
    await dialog.getByLabel("Set 1, your team's games").fill('6')
    await dialog.getByLabel("Set 1, the other team's games").fill('4')
    await dialog.getByLabel("Set 2, your team's games").fill('6')
    await dialog.getByLabel("Set 2, the other team's games").fill('4')
    await expectNoSeriousViolations(reporter, 'the result form of a match', '[role="dialog"]')
    await dialog.getByRole('button', { name: 'Record result' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(async () => (await sql<{ status: string }>('select status from public.matches where booking_id = $1', [bookingId]))[0]?.status,
      { timeout: 20_000 }).toBe('reported')
    await reporter.context().close()
  })

  await test.step('an opponent confirms it, and the four ratings move', async () => {
    const page = await phone(browser, second, '/player-statistics')
    const toConfirm = page.getByRole('region', { name: 'Results to confirm (1)' })
    await toConfirm.getByRole('button', { name: 'Confirm the result 4-6, 4-6' }).click()
    await expect(page.getByTestId('my-matches').getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: 20_000 })
    const ratings = await sql<{ player_id: string; rating: string }>(
      'select player_id, rating::text from public.player_ratings where player_id = any($1)', [[organiser.id, first.id, second.id, strong.id]])
    const of = (who: Player) => Number(ratings.find((r) => r.player_id === who.id)?.rating)
    expect(of(organiser)).toBeGreaterThan(1500)
    expect(of(first)).toBeGreaterThan(1500)
    expect(of(second)).toBeLessThan(1500)
    expect(of(strong)).toBeLessThan(2400)
    await page.context().close()
  })
  await host.context().close()
})

import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID, freeCourtSlot } from './support/booking'
import { closeSql, sql } from './support/db'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser, type TestUser } from './support/users'

test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

type Player = TestUser & { id: string }
const fullName = (u: Player) => `${u.firstName} ${u.lastName}`

/** A fresh member of ELSY Madrid, with a booking two days ago there (made by SQL: book_court refuses the past). */
async function memberWithPastBooking(prefix: string): Promise<{ user: Player; bookingId: string }> {
  const user = await createConfirmedUser(prefix)
  await sql('update public.profiles set home_club_id = $2 where id = $1', [user.id, MADRID_CLUB_ID])
  const [{ date }] = await sql<{ date: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date - 2, 'YYYY-MM-DD') as date`)
  const slot = await freeCourtSlot({ date })
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, member_id, booked_by, price, currency)
     select $1, $2, $3, $4, $5, $5, 20, c.currency from public.clubs c where c.id = $2 returning id`,
    [slot.courtId, slot.clubId, slot.date, slot.slotId, user.id],
  )
  return { user, bookingId: id }
}

async function member(prefix: string): Promise<Player> {
  const user = await createConfirmedUser(prefix)
  await sql('update public.profiles set home_club_id = $2 where id = $1', [user.id, MADRID_CLUB_ID])
  return user
}

async function openStatistics(browser: Browser, user: Player): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signInByApi(page, user.email, user.password)
  await page.goto('/player-statistics')
  await waitForSynced(page)
  return page
}

function figure(page: Page, label: string) {
  return page.getByRole('region', { name: 'Overview' }).getByTestId(`stat-${label}`)
}

function matchItem(page: Page, result: RegExp) {
  return page.getByTestId('my-matches').getByRole('listitem', { name: result })
}

test('one player reports a result from a past booking (sent from the outbox), the other confirms: statistics and rankings move', async ({ browser }) => {
  test.setTimeout(120_000)
  const { user: reporter, bookingId } = await memberWithPastBooking('mrep')
  const opponent = await member('mopp')

  const a = await openStatistics(browser, reporter)
  await waitForServiceWorker(a)
  await expect(figure(a, 'Matches')).toHaveText('0')

  await test.step('the form checks the result before it is queued', async () => {
    await a.getByRole('button', { name: 'Record a result' }).click()
    const dialog = a.getByRole('dialog', { name: 'Record a result' })
    await expect(dialog.getByLabel('Booking')).toHaveValue(bookingId)
    await dialog.getByRole('button', { name: 'Record result' }).click()
    await expect(dialog.getByText('Choose your partner.')).toBeVisible()
    await expect(dialog.getByText('Enter the games of at least one set.')).toBeVisible()
    await dialog.getByLabel('Singles (1 v 1)').check()
    await dialog.getByLabel("Set 1, your team's games").fill('6')
    await dialog.getByLabel("Set 1, the other team's games").fill('5')
    await dialog.getByRole('button', { name: 'Record result' }).click()
    await expect(dialog.getByText('Set 1: a set ends 6-0 to 6-4, 7-5 or 7-6.')).toBeVisible()
    await expectNoSeriousViolations(a, 'the Record a result dialog', '[role="dialog"]')
  })

  await test.step('choose the opponent from the network search, then save it offline', async () => {
    const dialog = a.getByRole('dialog', { name: 'Record a result' })
    const picker = dialog.getByRole('combobox', { name: 'Opponent' })
    await picker.fill(opponent.username)
    await a.getByRole('option', { name: new RegExp(fullName(opponent)) }).click()
    await expect(picker).toHaveValue(fullName(opponent))
    await dialog.getByLabel("Set 1, the other team's games").fill('4')
    await dialog.getByLabel("Set 2, your team's games").fill('6')
    await dialog.getByLabel("Set 2, the other team's games").fill('3')
    await goOffline(a.context())
    await dialog.getByRole('button', { name: 'Record result' }).click()
    await expect(dialog).toBeHidden()
    const item = matchItem(a, /^Won 6-4, 6-3/)
    await expect(item.getByText('Waiting to sync')).toBeVisible()
    await expect(item).toContainText(fullName(opponent))
    expect(await sql('select id from public.matches where booking_id = $1', [bookingId])).toEqual([])
  })

  await test.step('back online: reported once, waiting for the opponent', async () => {
    await goOnline(a.context())
    await expect(matchItem(a, /^Won 6-4, 6-3/).getByText('Awaiting confirmation')).toBeVisible({ timeout: 20_000 })
    const rows = await sql<{ status: string; reported_by: string }>('select status, reported_by from public.matches where booking_id = $1', [bookingId])
    expect(rows).toEqual([{ status: 'reported', reported_by: reporter.id }])
  })

  await test.step('the opponent confirms: their loss, their rating move and why', async () => {
    const b = await openStatistics(browser, opponent)
    const toConfirm = b.getByRole('region', { name: 'Results to confirm (1)' })
    await expect(toConfirm.getByRole('listitem', { name: /^Lost 4-6, 3-6/ })).toBeVisible()
    await toConfirm.getByRole('button', { name: 'Confirm the result 4-6, 3-6' }).click()
    const item = matchItem(b, /^Lost 4-6, 3-6/)
    await expect(item.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 20_000 })
    // Elo on team averages, worked by hand: 1500 v 1500 → expected 0.5; K 40 (first matches) → 40 × (0 − 0.5) = −20.0.
    await expect(item.getByText('−20.0 — you lost to a team rated 1,500 with 1,500: expected 50%')).toBeVisible()
    await expect(figure(b, 'Matches')).toHaveText('1', { timeout: 20_000 })
    await expect(figure(b, 'Losses')).toHaveText('1')
    await expect(figure(b, 'Win Rate')).toHaveText('0%')
    await b.context().close()
  })

  await test.step("the reporter's statistics and ranking move", async () => {
    await a.reload()
    await waitForSynced(a)
    await expect(figure(a, 'Matches')).toHaveText('1')
    await expect(figure(a, 'Wins')).toHaveText('1')
    await expect(figure(a, 'Win Rate')).toHaveText('100%')
    await expect(a.getByTestId('current-rating')).toHaveText('1,520.0')
    await expect(matchItem(a, /^Won 6-4, 6-3/).getByText('+20.0 — you beat a team rated 1,500 with 1,500: expected 50%')).toBeVisible()

    const [{ rank }] = await sql<{ rank: number }>(
      `select count(*)::int + 1 as rank from public.player_ratings o, public.player_ratings me
        where me.player_id = $1 and o.matches > 0
          and (o.rating > me.rating or (o.rating = me.rating and (o.wins > me.wins or (o.wins = me.wins and (o.name, o.player_id) < (me.name, me.player_id)))))`,
      [reporter.id],
    )
    await a.goto(`/rankings?q=${reporter.username}`)
    const row = a.getByRole('table', { name: 'Rankings: Network' }).locator('[role="row"][aria-current="true"]')
    await expect(row).toHaveAttribute('data-rank', String(rank))
    await expect(row).toContainText('1,520')
    await expect(row).toContainText('1/0')
    await a.context().close()
  })
})

test('a past booking in My bookings offers "Record the result", which opens the dialog on that booking', async ({ page }) => {
  const { user, bookingId: recent } = await memberWithPastBooking('mlink')
  // An older booking too, so the dialog's default (the latest) is not the one asked for.
  const [{ date }] = await sql<{ date: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date - 5, 'YYYY-MM-DD') as date`)
  const slot = await freeCourtSlot({ date })
  const [{ id: older }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, member_id, booked_by, price, currency)
     select $1, $2, $3, $4, $5, $5, 20, c.currency from public.clubs c where c.id = $2 returning id`,
    [slot.courtId, slot.clubId, slot.date, slot.slotId, user.id],
  )
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForSynced(page)
  // Played bookings are under History, whose button says how many results wait to be recorded.
  await page.getByRole('button', { name: 'History (2) · 2 results to record' }).click()
  const links = page.getByRole('link', { name: /^Record the result of court/ })
  await expect(links).toHaveCount(2)
  // Latest first: the older booking is the last one listed.
  await links.last().click()
  await expect(page).toHaveURL(new RegExp(`/player-statistics\\?record=${older}$`))
  const dialog = page.getByRole('dialog', { name: 'Record a result' })
  await expect(dialog.getByLabel('Booking')).toHaveValue(older)
  expect(older).not.toBe(recent)
  // Closing it leaves a plain statistics address (a reload does not reopen it).
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/player-statistics$/)
})

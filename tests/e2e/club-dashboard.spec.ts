import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { goOffline, syncStatus, waitForServiceWorker } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { DEMO, DEMO_PASSWORD } from './support/users'

test.afterAll(closeSql)

/** What the seed holds for Madrid, counted here independently of club_dashboard. */
async function madrid() {
  const [row] = await sql<{ members: number; courts: number; this_week: number; today: number }>(
    `with d as (select (now() at time zone 'Europe/Madrid')::date as today)
     select (select count(*)::int from public.club_member_ids($1)) as members,
            (select count(*)::int from public.courts where club_id = $1) as courts,
            (select count(*)::int from public.bookings b, d where b.club_id = $1 and b.status = 'confirmed'
               and b.date >= date_trunc('week', d.today)::date and b.date < date_trunc('week', d.today)::date + 7) as this_week,
            (select count(*)::int from public.bookings b, d where b.club_id = $1 and b.status = 'confirmed' and b.date = d.today) as today`,
    [MADRID_CLUB_ID],
  )
  return row
}

test("the club owner's dashboard shows Madrid's real figures and today's bookings", async ({ page }) => {
  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner')
  const expected = await madrid()
  await expect(page.getByRole('heading', { name: 'Club Dashboard' })).toBeVisible()
  await expect(page.getByText('Today at ELSY Madrid.')).toBeVisible()
  const figures = page.getByRole('region', { name: 'Key figures' })
  const card = (label: string) => figures.getByRole('group', { name: label })
  // The club's members by the members list's rule; other tests' players may join Madrid meanwhile, so the figure
  // shown lies between the counts read before and after it.
  await expect(card('Total Members')).toContainText(/\d/)
  const shown = Number((await card('Total Members').textContent())!.match(/[\d,]+/)![0].replace(/,/g, ''))
  expect(shown).toBeGreaterThanOrEqual(expected.members)
  expect(shown).toBeLessThanOrEqual((await madrid()).members)
  await expect(card('Active Courts')).toContainText(`${expected.courts} / ${expected.courts}`)
  await expect(card('Bookings This Week')).toContainText(String(expected.this_week))
  await expect(card('Revenue This Month')).toContainText(/€[\d,]+\.\d\d/)
  await expect(figures.getByText('—')).toHaveCount(0)

  const today = page.getByRole('region', { name: "Today's Bookings" })
  if (expected.today === 0) await expect(today.getByText('No bookings today.')).toBeVisible()
  else await expect(today.getByRole('listitem')).toHaveCount(expected.today)
  await expectNoSeriousViolations(page, '/club-owner')
})

/** A fixed-offset zone where it is now between 21:00 and 22:59: today's slots have all started, the day is not over. */
function eveningZone(): string {
  const offset = (((21 - new Date().getUTCHours()) % 24) + 24) % 24
  const hours = offset > 14 ? offset - 24 : offset
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
}

test('the desk marks a no-show, then checks the late players in; a second club brings the club switcher', async ({ page }) => {
  const [{ id: ownerId }] = await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.club.email])
  const [{ id: memberId }] = await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.member.email])
  const [{ id: clubId }] = await sql<{ id: string }>(
    `insert into public.clubs (country_code, name, city, time_zone, owner_id) values ('ES', 'Zz Evening Club', 'Testville', $1, $2) returning id`,
    [eveningZone(), ownerId],
  )
  try {
    const [{ id: courtId }] = await sql<{ id: string }>(
      `insert into public.courts (club_id, number, name, type, off_peak_price, peak_price) values ($1, 1, 'Court 1', 'indoor', 0, 0) returning id`,
      [clubId],
    )
    await sql(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency, status)
       select $1, c.id, (now() at time zone c.time_zone)::date, 1, $3, $3, 0, c.currency, 'confirmed' from public.clubs c where c.id = $2`,
      [courtId, clubId, memberId],
    )
    await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
    await page.goto('/club-owner')
    await expect(page.getByText('Today at ELSY Madrid.')).toBeVisible()
    await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: 'Zz Evening Club' })
    await expect(page.getByText('Today at Zz Evening Club.')).toBeVisible()
    const today = page.getByRole('region', { name: "Today's Bookings" })
    const row = today.getByRole('listitem').filter({ hasText: 'Alex Rivera' })
    await expect(row).toContainText('09:00 - 10:30')
    await expect(row).toContainText('Not checked in')

    // A no-show is asked twice, naming the player; the safe answer has the focus, and it changes nothing.
    await row.getByRole('button', { name: /as a no-show$/ }).click()
    const ask = page.getByRole('alertdialog', { name: 'Mark Alex Rivera as a no-show?' })
    await expect(ask).toContainText('Only if nobody came to 09:00 - 10:30')
    await expect(ask.getByRole('button', { name: 'Not now' })).toBeFocused()
    await expectNoSeriousViolations(page, 'the no-show question')
    await ask.getByRole('button', { name: 'Not now' }).click()
    await expect(ask).toHaveCount(0)
    await expect(row).toContainText('Not checked in')
    await row.getByRole('button', { name: /as a no-show$/ }).click()
    await ask.getByRole('button', { name: 'Mark no-show' }).click()
    await expectToast(page, 'Marked as a no-show.')
    await expect(row).toContainText('No-show')
    await row.getByRole('button', { name: /^Check in Alex Rivera/ }).click()
    await expectToast(page, 'Checked in.')
    await expect(row).toContainText('Checked in')
    await expect(row.getByRole('button')).toHaveCount(0)
    await expectNoSeriousViolations(page, '/club-owner (desk actions)')

    // The choice is remembered on this device.
    await page.reload()
    await expect(page.getByText('Today at Zz Evening Club.')).toBeVisible()
  } finally {
    await sql('delete from public.bookings where club_id = $1', [clubId])
    await sql('delete from public.courts where club_id = $1', [clubId])
    await sql('delete from public.clubs where id = $1', [clubId])
    // The booking written for this test told the demo member about it: other specs count their notifications.
    await sql(`delete from public.notifications where user_id = $1 and data->>'club_id' = $2`, [memberId, clubId])
  }
})

test("a country owner runs several clubs: the top bar's switcher picks one for every desk page, and the device remembers it", async ({ page, context }, testInfo) => {
  const spain = await sql<{ id: string; name: string }>(`select id, name from public.clubs where country_code = 'ES' order by name`)
  const [first] = spain
  const valencia = spain.find((c) => c.name === 'ELSY Valencia')!
  const seville = spain.find((c) => c.name === 'ELSY Seville')!
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/club-owner')
  const topBar = page.getByRole('banner')
  const switcher = topBar.getByRole('combobox', { name: 'Club', exact: true })
  // Nothing remembered yet: the first of their clubs by name, and the switcher lists them all.
  await expect(page.getByText(`Today at ${first.name}.`)).toBeVisible()
  await expect(switcher).toHaveValue(first.id)
  await expect(switcher.getByRole('option')).toHaveText(spain.map((c) => c.name))
  // One switcher, in the top bar: none beside the page's title any more.
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Club', exact: true })).toHaveCount(0)

  await switcher.selectOption({ label: valencia.name })
  await expect(page.getByText(`Today at ${valencia.name}.`)).toBeVisible()
  // Another desk page opens on the same club, and follows a change at once.
  await page.getByRole('navigation', { name: 'ELSY CLUB' }).getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByText(`${valencia.name}: courts and time slots, on the club's clock.`)).toBeVisible()
  await switcher.selectOption({ label: seville.name })
  await expect(page.getByText(`${seville.name}: courts and time slots, on the club's clock.`)).toBeVisible()
  await expectNoSeriousViolations(page, '/club-owner/bookings (top-bar club switcher)')

  // Remembered on this device: a reload opens on the same club.
  await page.reload()
  await expect(page.getByText(`${seville.name}: courts and time slots, on the club's clock.`)).toBeVisible()
  await expect(switcher).toHaveValue(seville.id)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(switcher).toBeVisible()
    // The bar holds the switcher beside the search, the bell and the name without spilling sideways.
    expect(await topBar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    const box = (await switcher.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await topBar.screenshot({ path: testInfo.outputPath(`top-bar-club-switcher-${width}.png`) })
  }
  await expectNoSeriousViolations(page, 'top bar at 1280 px', 'header')

  // Offline, on a phone: the switcher offers the clubs this device kept, the pages follow, and the bar still fits.
  await waitForServiceWorker(page)
  await page.setViewportSize({ width: 390, height: 800 })
  await goOffline(context)
  await page.reload()
  await expect(syncStatus(page)).toContainText('Offline')
  await expect(switcher).toHaveValue(seville.id)
  await switcher.selectOption({ label: valencia.name })
  await expect(page.getByText(`${valencia.name}: courts and time slots, on the club's clock.`)).toBeVisible()
  expect(await topBar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true)
  await topBar.screenshot({ path: testInfo.outputPath('top-bar-club-switcher-390-offline.png') })
})

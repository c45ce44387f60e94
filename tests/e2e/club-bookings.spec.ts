import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { accessToken, bookByApi, bookingForm, chooseClubAndDate, fundMember, MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { e2eEnv } from './support/env'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { chooseDate } from './support/date-field'

test.afterAll(closeSql)

interface Cell {
  courtId: string
  number: number
  slotId: number
  label: string
}

/** A Madrid weekday 10 to 30 days ahead and cells free on it (and, for the weekly block, on the two weeks after). */
async function plan(): Promise<{ date: string; walkIn: Cell; member: Cell; target: Cell; weekly: Cell }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const days = 10 + Math.floor(Math.random() * 20)
    const rows = await sql<{ date: string; court_id: string; number: number; slot_id: number; label: string; weekly_free: boolean }>(
      `with d as (select (now() at time zone 'Europe/Madrid')::date + $2::int as day)
       select to_char(d.day, 'YYYY-MM-DD') as date, k.id as court_id, k.number, s.id as slot_id, s.label,
              not exists (select 1 from generate_series(0, 14, 7) w
                          where exists (select 1 from public.bookings b where b.court_id = k.id and b.slot_id = s.id and b.date = d.day + w and b.status = 'confirmed')
                             or exists (select 1 from public.court_blocks x where x.court_id = k.id and x.slot_id = s.id and x.date = d.day + w)) as weekly_free
       from d, public.courts k cross join public.slots s
       where k.club_id = $1 and k.number <= 6 and extract(isodow from d.day) between 1 and 5
         and not exists (select 1 from public.bookings b where b.court_id = k.id and b.slot_id = s.id and b.date = d.day and b.status = 'confirmed')
         and not exists (select 1 from public.court_blocks x where x.court_id = k.id and x.slot_id = s.id and x.date = d.day)
       order by random()`,
      [MADRID_CLUB_ID, days],
    )
    const cell = (r: (typeof rows)[number]): Cell => ({ courtId: r.court_id, number: r.number, slotId: r.slot_id, label: r.label })
    const offPeak = rows.filter((r) => r.slot_id <= 6)
    const peak = rows.filter((r) => r.slot_id >= 7)
    const weekly = rows.find((r) => r.weekly_free && r.slot_id <= 6)
    const rest = offPeak.filter((r) => r !== weekly)
    if (weekly && rest.length >= 2 && peak.length >= 1) {
      return { date: rows[0].date, walkIn: cell(rest[0]), member: cell(rest[1]), target: cell(peak[0]), weekly: cell(weekly) }
    }
  }
  throw new Error('No free Madrid weekday for the desk journey')
}

async function cancelByApi(token: string, bookingId: string): Promise<void> {
  const { url, anonKey } = e2eEnv()
  await fetch(`${url}/rest/v1/rpc/cancel_booking`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_booking_id: bookingId, p_refund: 'full' }),
  })
}

const grid = (page: Page) => page.getByRole('table', { name: 'Courts and time slots' })
const dialog = (page: Page) => page.getByRole('dialog')
async function showDate(page: Page, date: string) {
  await chooseDate(page.getByLabel('Date', { exact: true }), date)
  await expect(grid(page)).toBeVisible()
}

test("the club owner's day: walk-in, move, weekly block seen by a member, cancel with a refund, check in", async ({ page, browser }, testInfo) => {
  // A whole desk day with six accessibility checks: about three minutes on CI's two workers.
  test.setTimeout(300_000)
  const p = await plan()
  const member = await createConfirmedUser('desk')
  await fundMember(member.id, 100)
  const ownerToken = await accessToken(DEMO.club.email, DEMO_PASSWORD)
  const memberBookingId = crypto.randomUUID()
  expect((await bookByApi(await accessToken(member.email, member.password), { clubId: MADRID_CLUB_ID, courtId: p.member.courtId, courtNumber: p.member.number, date: p.date, slotId: p.member.slotId, label: p.member.label }, memberBookingId)).status).toBe('confirmed')
  let walkInId: string | null = null
  let seriesId: string | null = null
  let eveningClub: string | null = null
  try {
    await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
    await page.goto('/club-owner/bookings')
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
    await expect(grid(page)).toBeVisible()
    await expectNoSeriousViolations(page, '/club-owner/bookings (day)')
    await showDate(page, p.date)

    // A walk-in, the price shown before confirming.
    await grid(page).getByRole('button', { name: new RegExp(`^Court ${p.walkIn.number}, ${p.walkIn.label}, Free, €`) }).click()
    await expectNoSeriousViolations(page, 'cell dialog (free)', '[role=dialog]')
    await dialog(page).getByRole('button', { name: 'Book', exact: true }).click()
    await dialog(page).getByLabel('A walk-in guest (paid at the desk)').check()
    await expect(dialog(page).getByText(/^Price: €\d+\.\d\d$/)).toBeVisible()
    await dialog(page).getByLabel('Guest name').fill('Eve Walkin')
    await expectNoSeriousViolations(page, 'book dialog', '[role=dialog]')
    await dialog(page).getByRole('button', { name: /^Book walk-in for €/ }).click()
    await expect(page.getByText(/^Booked for Eve Walkin\. Take €\d+\.\d\d at the desk\.$/)).toBeVisible()
    await expect(grid(page).getByRole('button', { name: new RegExp(`^Court ${p.walkIn.number}, ${p.walkIn.label}, Eve Walkin \\(walk-in\\), Paid at desk`) })).toBeVisible()
    ;[{ id: walkInId }] = await sql<{ id: string }>(`select id from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = 'confirmed'`, [p.walkIn.courtId, p.date, p.walkIn.slotId])

    // Move the member's booking to a peak slot: the difference is shown first, then charged to the wallet.
    await grid(page).getByRole('button', { name: new RegExp(`^Court ${p.member.number}, ${p.member.label}, (?!Free)`) }).click()
    // The new cell is chosen on the grid itself: taken cells do not answer, free ones are named as places to go.
    await dialog(page).getByRole('button', { name: 'Move' }).click()
    await expect(dialog(page)).toHaveCount(0)
    const moving = page.getByRole('status').filter({ hasText: /^Moving .+'s booking \(Court/ })
    await expect(moving).toBeVisible()
    await expect(grid(page).getByRole('button', { name: new RegExp(`^Court ${p.walkIn.number}, ${p.walkIn.label}, Eve Walkin`) })).toHaveAttribute('aria-disabled', 'true')
    await expectNoSeriousViolations(page, '/club-owner/bookings (moving)')
    const target = grid(page).getByRole('button', { name: new RegExp(`^Move here: Court ${p.target.number}, ${p.target.label}, Free`) })
    await target.click()
    await expect(dialog(page).getByRole('heading', { name: /^Move .+'s booking\?$/ })).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Choose another cell' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(moving).toBeVisible()
    await target.click()
    await expect(dialog(page).getByText(/will be charged to the member's wallet\.$|Same price: nothing to settle\.$/)).toBeVisible()
    await expectNoSeriousViolations(page, 'move dialog', '[role=dialog]')
    await dialog(page).getByRole('button', { name: 'Move booking' }).click()
    await expect(page.getByText(/^Booking moved to Court \d+ at ELSY Madrid/)).toBeVisible()
    await expect(moving).toHaveCount(0)
    // Escape leaves a move unmade.
    await grid(page).getByRole('button', { name: new RegExp(`^Court ${p.walkIn.number}, ${p.walkIn.label}, Eve Walkin`) }).click()
    await dialog(page).getByRole('button', { name: 'Move' }).click()
    await expect(moving).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(moving).toHaveCount(0)
    const [moved] = await sql<{ slot_id: number; court_id: string }>('select slot_id, court_id from public.bookings where id = $1', [memberBookingId])
    expect(moved).toEqual({ slot_id: p.target.slotId, court_id: p.target.courtId })

    // Block a court weekly for a class.
    await page.getByRole('button', { name: 'Block courts' }).click()
    await dialog(page).getByRole('group', { name: 'Courts' }).getByLabel(`Court ${p.weekly.number}`, { exact: true }).check()
    await dialog(page).getByRole('group', { name: 'Time slots' }).getByLabel(p.weekly.label).check()
    await dialog(page).getByLabel('Weekly until').check()
    const [{ until }] = await sql<{ until: string }>(`select to_char($1::date + 14, 'YYYY-MM-DD') as until`, [p.date])
    await chooseDate(dialog(page).getByLabel('Until', { exact: true }), until)
    await dialog(page).getByLabel('Kind').selectOption('class')
    await dialog(page).getByLabel('Reason').fill('E2E weekly class')
    await expectNoSeriousViolations(page, 'block dialog', '[role=dialog]')
    await dialog(page).getByRole('button', { name: 'Block', exact: true }).click()
    await expect(page.getByText('3 court-slots blocked.')).toBeVisible()
    ;[{ id: seriesId }] = await sql<{ id: string }>(`select series_id as id from public.court_blocks where court_id = $1 and date = $2 and slot_id = $3`, [p.weekly.courtId, p.date, p.weekly.slotId])
    await expect(grid(page).getByRole('button', { name: `Court ${p.weekly.number}, ${p.weekly.label}, Class: E2E weekly class` })).toBeVisible()

    // Cancel the moved booking with a full refund.
    await grid(page).getByRole('button', { name: new RegExp(`^Court ${p.target.number}, ${p.target.label}, `) }).click()
    await dialog(page).getByRole('button', { name: 'Cancel booking' }).click()
    await expectNoSeriousViolations(page, 'cancel dialog', '[role=dialog]')
    await dialog(page).getByLabel(/Full refund/).check()
    await dialog(page).getByRole('button', { name: 'Cancel booking' }).click()
    await expect(page.getByText(/^Booking cancelled\. €\d+\.\d\d has been refunded to the wallet\.$/)).toBeVisible()

    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : width === 820 ? 1180 : 800 })
      // The sidebar animates to its width for the viewport: let it settle before looking.
      await page.waitForTimeout(600)
      // The grid scrolls inside its own box; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath(`club-bookings-${width}.png`), fullPage: false })
      await grid(page).getByRole('button', { name: new RegExp(`^Court ${p.walkIn.number}, ${p.walkIn.label}, Eve Walkin`) }).click()
      await expect(dialog(page).getByRole('button', { name: 'Move' })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`club-bookings-dialog-${width}.png`) })
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toHaveCount(0)
    }
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await expect(page.getByRole('table', { name: /^Occupancy of the week/ })).toBeVisible()
    await expectNoSeriousViolations(page, '/club-owner/bookings (week)')
    await page.screenshot({ path: testInfo.outputPath('club-bookings-week-1280.png') })

    // The member sees the class's slot as Blocked a week later.
    const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const memberPage = await memberContext.newPage()
    await signInByApi(memberPage, member.email, member.password)
    await memberPage.goto(`/book-court/${p.weekly.number}?club=${MADRID_CLUB_ID}`)
    const [{ next }] = await sql<{ next: string }>(`select to_char($1::date + 7, 'YYYY-MM-DD') as next`, [p.date])
    await chooseClubAndDate(memberPage, 'ELSY Madrid', next)
    await expect(bookingForm(memberPage).getByRole('button', { name: new RegExp(`^Court ${p.weekly.number}, .*${p.weekly.label}, Blocked`) })).toBeVisible()
    await memberContext.close()

    // Check in at a club where it is evening now (today's slots have started; the day is not over).
    const offset = (((21 - new Date().getUTCHours()) % 24) + 24) % 24
    const hours = offset > 14 ? offset - 24 : offset
    const zone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
    const [{ id: ownerId }] = await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.club.email])
    ;[{ id: eveningClub }] = await sql<{ id: string }>(`insert into public.clubs (country_code, name, city, time_zone, owner_id) values ('ES', 'Zz Desk Evening', 'Testville', $1, $2) returning id`, [zone, ownerId])
    const [{ id: court }] = await sql<{ id: string }>(`insert into public.courts (club_id, number, name, type, off_peak_price, peak_price) values ($1, 1, 'Court 1', 'indoor', 0, 0) returning id`, [eveningClub])
    await sql(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, guest_name, price, currency)
       select $1, c.id, (now() at time zone c.time_zone)::date, s, $3, null, g, 0, c.currency from public.clubs c,
       (values (1, 'Carla Checkin'), (2, 'Nico Noshow')) as guests (s, g) where c.id = $2`,
      [court, eveningClub, ownerId],
    )
    await page.setViewportSize({ width: 1280, height: 800 })
    // The club list is read when the page opens: a second club brings the switcher.
    await page.reload()
    await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: 'Zz Desk Evening' })
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await grid(page).getByRole('button', { name: /^Court 1, 09:00 - 10:30, Carla Checkin \(walk-in\)/ }).click()
    await dialog(page).getByRole('button', { name: 'Check in' }).click()
    await expect(page.getByText('Checked in.').first()).toBeVisible()
    await expect(grid(page).getByRole('button', { name: /^Court 1, 09:00 - 10:30, Carla Checkin \(walk-in\), Paid at desk, Checked in/ })).toBeVisible()

    // A no-show is asked twice, naming the player; going back changes nothing.
    await grid(page).getByRole('button', { name: /^Court 1, 10:30 - 12:00, Nico Noshow \(walk-in\)/ }).click()
    await dialog(page).getByRole('button', { name: 'No-show' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Mark Nico Noshow as a no-show?' })).toBeVisible()
    await expect(dialog(page)).toContainText('Only if nobody came to 10:30 - 12:00')
    await dialog(page).getByRole('button', { name: 'Not now' }).click()
    await expect(dialog(page).getByRole('button', { name: 'No-show' })).toBeVisible()
    await dialog(page).getByRole('button', { name: 'No-show' }).click()
    await dialog(page).getByRole('button', { name: 'Mark no-show' }).click()
    await expect(page.getByText('Marked as a no-show.').first()).toBeVisible()
    await expect(grid(page).getByRole('button', { name: /^Court 1, 10:30 - 12:00, Nico Noshow \(walk-in\), .*No-show/ })).toBeVisible()
    await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: 'ELSY Madrid' })
  } finally {
    if (walkInId) await cancelByApi(ownerToken, walkInId)
    await cancelByApi(ownerToken, memberBookingId)
    if (seriesId) await sql('delete from public.court_blocks where series_id = $1', [seriesId])
    if (eveningClub) {
      await sql('delete from public.audit_log where club_id = $1', [eveningClub])
      await sql('delete from public.bookings where club_id = $1', [eveningClub])
      await sql('delete from public.courts where club_id = $1', [eveningClub])
      await sql('delete from public.clubs where id = $1', [eveningClub])
    }
  }
})

import { expect, test } from '@playwright/test'
import { closeSql, sql } from './support/db'
import { expectSyncState, goOffline, goOnline, outboxOf, signInAsDemo, waitForOutboxEmpty, waitForServiceWorker } from './support/offline-kit'
import { expectToast } from './support/toast'
import { DEMO } from './support/users'

test.afterAll(closeSql)
test.use({ viewport: { width: 820, height: 1180 } })

/** A fixed-offset zone where it is now between 21:00 and 22:59: today's slots have all started, the day is not over. */
function eveningZone(): string {
  const offset = (((21 - new Date().getUTCHours()) % 24) + 24) % 24
  const hours = offset > 14 ? offset - 24 : offset
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
}

test('the desk tablet checks players in, marks a no-show and books a walk-in offline; back online, each reaches the server once', async ({ page, context }) => {
  const [{ id: ownerId }] = await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.club.email])
  const [{ id: memberId }] = await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.member.email])
  const [{ id: clubId }] = await sql<{ id: string }>(
    `insert into public.clubs (country_code, name, city, time_zone, owner_id) values ('ES', 'Zz Desk Tablet Club', 'Testville', $1, $2) returning id`,
    [eveningZone(), ownerId],
  )
  try {
    const [{ id: courtId }] = await sql<{ id: string }>(
      `insert into public.courts (club_id, number, name, type, off_peak_price, peak_price) values ($1, 1, 'Court 1', 'indoor', 0, 0) returning id`,
      [clubId],
    )
    const bookings = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, guest_name, price, currency)
       select $1, c.id, (now() at time zone c.time_zone)::date, s, $3, case when s = 1 then $3::uuid end, case when s = 2 then 'Nora Walk-in' end, 0, c.currency
       from public.clubs c, generate_series(1, 2) s where c.id = $2 order by s returning id`,
      [courtId, clubId, memberId],
    )

    expect((await signInAsDemo(page, 'club')).id).toBe(ownerId)
    await page.goto('/club-owner')
    await waitForServiceWorker(page)
    await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: 'Zz Desk Tablet Club' })
    const today = page.getByRole('region', { name: "Today's Bookings" })
    const member = today.getByRole('listitem').filter({ hasText: 'Alex Rivera' })
    const guest = today.getByRole('listitem').filter({ hasText: 'Nora Walk-in (walk-in)' })
    await expect(member).toContainText('Not checked in')
    await expect(guest).toContainText('Not checked in')
    // The desk looked at tomorrow's grid this morning.
    await page.getByRole('link', { name: 'Bookings' }).first().click()
    // The guard of the next page may wait on a request: the dashboard's own h2s are still there meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText('')
    await page.getByRole('button', { name: 'Next day' }).click()
    await expect(page.getByRole('table', { name: 'Courts and time slots' }).getByRole('button', { name: /^Court 1, 09:00 - 10:30, Free/ })).toBeVisible()
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await expect(member).toContainText('Not checked in')

    // The Wi-Fi drops: the desk keeps its copy and takes the marks.
    await goOffline(context)
    await page.reload()
    await expect(page.getByText('Today at Zz Desk Tablet Club.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Offline: showing the desk as of' })).toBeVisible()
    await member.getByRole('button', { name: /^Check in Alex Rivera/ }).click()
    await expectToast(page, 'Saved on this device')
    await expect(member).toContainText('Checked in (not sent yet)')
    await guest.getByRole('button', { name: /as a no-show$/ }).click()
    await page.getByRole('alertdialog', { name: /as a no-show\?$/ }).getByRole('button', { name: 'Mark no-show' }).click()
    await expect(guest).toContainText('No-show (not sent yet)')
    expect((await outboxOf(page, ownerId))?.filter((i) => i.status === 'pending').map((i) => i.kind).sort()).toEqual(['desk_check_in', 'desk_no_show'])
    await expectSyncState(page, { state: 'offline', pending: 2 })
    const marks = () =>
      sql<{ checked_in: boolean; no_show: boolean }>(
        'select checked_in_at is not null as checked_in, no_show_at is not null as no_show from public.bookings where club_id = $1 and date = (select (now() at time zone c.time_zone)::date from public.clubs c where c.id = $1) order by slot_id',
        [clubId],
      )
    expect(await marks()).toEqual([
      { checked_in: false, no_show: false },
      { checked_in: false, no_show: false },
    ])
    await page.screenshot({ path: test.info().outputPath('desk-offline-820.png'), fullPage: true })

    // Still offline: tomorrow's grid is kept too, and a walk-in is booked on it.
    await page.getByRole('link', { name: 'Bookings' }).first().click()
    await page.getByRole('button', { name: 'Next day' }).click()
    const grid = page.getByRole('table', { name: 'Courts and time slots' })
    await expect(page.getByRole('status').filter({ hasText: 'Offline: showing this day as of' })).toBeVisible()
    await grid.getByRole('button', { name: /^Court 1, 09:00 - 10:30, Free/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Book', exact: true }).click()
    await dialog.getByLabel('A walk-in guest (paid at the desk)').check()
    await dialog.getByLabel('Guest name').fill('Olga Offline')
    await dialog.getByRole('button', { name: /^Book walk-in/ }).click()
    await expectToast(page, 'Saved on this device: it is sent to the club as soon as the connection is back.')
    await expect(grid.getByRole('button', { name: /^Court 1, 09:00 - 10:30, Olga Offline \(walk-in\).*Not sent yet$/ })).toBeVisible()
    // And a member is booked from the member list kept on the tablet, paid from their wallet once it is sent.
    await grid.getByRole('button', { name: /^Court 1, 10:30 - 12:00, Free/ }).click()
    await dialog.getByRole('button', { name: 'Book', exact: true }).click()
    await dialog.getByRole('combobox', { name: 'Member' }).fill('Alex')
    await expect(page.getByText("Offline: choose from the club's members kept on this device.")).toBeVisible()
    await page.getByRole('option', { name: /Alex Rivera/ }).click()
    await dialog.getByRole('button', { name: /^Book for/ }).click()
    await expectToast(page, 'Saved on this device: it is sent to the club as soon as the connection is back.')
    await expect(grid.getByRole('button', { name: /^Court 1, 10:30 - 12:00, Alex Rivera, Wallet.*Not sent yet$/ })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('desk-offline-bookings-820.png'), fullPage: true })

    // Still offline: the member list kept on the tablet finds the member's contact details.
    await page.getByRole('link', { name: 'Members' }).first().click()
    await page.getByLabel('Search members').fill('rivera')
    const table = page.getByRole('table', { name: 'Club members' })
    await expect(table.getByRole('row', { name: /Alex Rivera/ })).toContainText(DEMO.member.email)
    await expect(page.getByText(/offline: the list kept on this device on/)).toBeVisible()
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await expect(member).toContainText('Checked in (not sent yet)')

    // Back online: both are sent, once each, and the desk shows the server's marks.
    await goOnline(context)
    await expect(member).not.toContainText('not sent yet', { timeout: 20_000 })
    await expect(member).toContainText('Checked in')
    await expect(guest).not.toContainText('not sent yet')
    await expect(guest).toContainText('No-show')
    await waitForOutboxEmpty(page)
    expect(await marks()).toEqual([
      { checked_in: true, no_show: false },
      { checked_in: false, no_show: true },
    ])
    await expect
      .poll(() => sql<{ n: number }>("select count(*)::int as n from public.bookings where club_id = $1 and guest_name = 'Olga Offline'", [clubId]), { timeout: 20_000 })
      .toEqual([{ n: 1 }])
    await expect
      .poll(() => sql<{ n: number }>('select count(*)::int as n from public.bookings where club_id = $1 and member_id = $2 and booked_by = $3', [clubId, memberId, ownerId]), { timeout: 20_000 })
      .toEqual([{ n: 1 }])
    const audited = await sql<{ action: string; n: number }>(
      `select action, count(*)::int as n from public.audit_log where club_id = $1 group by action order by action`,
      [clubId],
    )
    expect(audited).toEqual([
      { action: 'book_for_member', n: 1 },
      { action: 'book_walk_in', n: 1 },
      { action: 'check_in', n: 1 },
      { action: 'no_show', n: 1 },
    ])
    expect(bookings).toHaveLength(2)
  } finally {
    await sql('delete from public.audit_log where club_id = $1', [clubId])
    await sql('delete from public.desk_payments where club_id = $1', [clubId]).catch(() => undefined)
    await sql('delete from public.bookings where club_id = $1', [clubId])
    await sql('delete from public.courts where club_id = $1', [clubId])
    await sql('delete from public.clubs where id = $1', [clubId])
    await sql(`delete from public.notifications where user_id = $1 and data->>'club_id' = $2`, [memberId, clubId])
  }
})

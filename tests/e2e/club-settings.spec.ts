import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { accessToken, bookByApi, fundMember, MADRID_CLUB_ID, type CourtSlot } from './support/booking'
import { closeSql, sql } from './support/db'
import { e2eEnv } from './support/env'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { chooseDate } from './support/date-field'

// The club owner's settings page on the demo club (ELSY Madrid). Everything changed here is put back at the
// end, so the other journeys see the seed's club.

interface Original {
  opens_at: string
  closes_at: string
  courts: Array<{ id: string; off_peak_price: string; peak_price: string; in_service: boolean }>
}
let original: Original | null = null
const closureDays: string[] = []

test.afterAll(async () => {
  if (original) {
    await sql('update public.clubs set opens_at = $2::time[], closes_at = $3::time[] where id = $1', [MADRID_CLUB_ID, original.opens_at, original.closes_at])
    for (const c of original.courts) {
      await sql('update public.courts set off_peak_price = $2, peak_price = $3, in_service = $4 where id = $1', [c.id, c.off_peak_price, c.peak_price, c.in_service])
    }
  }
  if (closureDays.length) await sql('delete from public.club_closures where club_id = $1 and date = any($2::date[])', [MADRID_CLUB_ID, closureDays])
  await closeSql()
})

/** A weekday (Tue–Thu) 10 to 40 days ahead with two free off-peak slots in a row on court 2. */
async function offPeakPair(): Promise<[CourtSlot, CourtSlot]> {
  const [row] = await sql<{ court_id: string; date: string; slot_id: number }>(
    `select k.id as court_id, to_char(d, 'YYYY-MM-DD') as date, s.id as slot_id
       from public.courts k, public.slots s,
            generate_series((now() at time zone 'Europe/Madrid')::date + 10, (now() at time zone 'Europe/Madrid')::date + 40, interval '1 day') d
      where k.club_id = $1 and k.number = 2 and extract(isodow from d) between 2 and 4 and s.id between 1 and 4
        and not exists (select 1 from public.bookings b where b.court_id = k.id and b.date = d::date and b.slot_id in (s.id, s.id + 1) and b.status = 'confirmed')
      order by random() limit 1`,
    [MADRID_CLUB_ID],
  )
  const slot = (id: number): CourtSlot => ({ clubId: MADRID_CLUB_ID, courtId: row.court_id, courtNumber: 2, date: row.date, slotId: id, label: '' })
  return [slot(row.slot_id), slot(row.slot_id + 1)]
}

/** A day 30 to 59 days ahead with no booking at Madrid (the seed's bookings stay untouched). */
async function quietDay(): Promise<string> {
  const [row] = await sql<{ date: string }>(
    `select to_char(d, 'YYYY-MM-DD') as date
       from generate_series((now() at time zone 'Europe/Madrid')::date + 30, (now() at time zone 'Europe/Madrid')::date + 59, interval '1 day') d
      where extract(isodow from d) between 1 and 5
        and not exists (select 1 from public.bookings b where b.club_id = $1 and b.date = d::date and b.status = 'confirmed')
        and not exists (select 1 from public.club_closures x where x.club_id = $1 and x.date = d::date)
      order by random() limit 1`,
    [MADRID_CLUB_ID],
  )
  return row.date
}

async function cancelByApi(token: string, bookingId: string): Promise<{ status: string }> {
  const { url, anonKey } = e2eEnv()
  const res = await fetch(`${url}/rest/v1/rpc/cancel_booking`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_booking_id: bookingId }),
  })
  return (await res.json()) as { status: string }
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 820, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(scrolls, `no sideways scroll at ${width} px`).toBe(false)
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true })
    // Viewport-sized views as well, to look at: the top of the page and the courts.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: outputPath(`${name}-${width}-top.png`) })
    await page.getByRole('region', { name: 'Courts' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: outputPath(`${name}-${width}-courts.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the club owner changes a price, the hours, a closure day and a court, and each takes effect', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  ;[original] = await sql<Original>(
    `select c.opens_at::text as opens_at, c.closes_at::text as closes_at,
            (select json_agg(json_build_object('id', k.id, 'off_peak_price', k.off_peak_price, 'peak_price', k.peak_price, 'in_service', k.in_service))
               from public.courts k where k.club_id = c.id) as courts
       from public.clubs c where c.id = $1`,
    [MADRID_CLUB_ID],
  )
  const player = await createConfirmedUser('settings')
  await fundMember(player.id, 200)
  const token = await accessToken(player.email, player.password)
  const [before, after] = await offPeakPair()
  const kept = await bookByApi(token, before)
  expect(kept.status).toBe('confirmed')

  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Club details' }).getByLabel('Club name')).toHaveValue('ELSY Madrid')
  await expectNoSeriousViolations(page, '/club-owner/settings')
  await screenshots(page, 'club-settings', (n) => testInfo.outputPath(n))

  // A price: refused with the database's words while half-typed, then saved; a new booking pays it.
  // Every court's prices are one form with one save; a mistake keeps the focus on the field to fix.
  const prices = page.getByRole('form', { name: 'Prices' })
  await expect(prices.getByRole('button', { name: 'Save prices' })).toHaveCount(1)
  await expect(prices.getByRole('button', { name: 'Save prices' })).toBeDisabled()
  const court2Prices = prices.getByRole('group', { name: /^Court 2.* prices$/ })
  await court2Prices.getByLabel('Off-peak (EUR)').fill('27.555')
  await expect(prices.getByText('1 court changed, not saved yet')).toBeVisible()
  await prices.getByRole('button', { name: 'Save prices' }).click()
  await expect(court2Prices.getByText('The off-peak price can have at most 2 decimals.')).toBeVisible()
  await expect(court2Prices.getByLabel('Off-peak (EUR)')).toBeFocused()
  await court2Prices.getByLabel('Off-peak (EUR)').fill('27.50')
  await prices.getByRole('button', { name: 'Save prices' }).click()
  await expectToast(page, 'Prices', 'Court 2 now costs €27.50 off-peak')
  const fresh = (await bookByApi(token, after)) as { status: string; booking?: { id: string; price: number } }
  expect(fresh).toMatchObject({ status: 'confirmed', booking: { price: 27.5 } })
  const [keptRow] = await sql<{ price: string }>('select price from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = $4', [before.courtId, before.date, before.slotId, 'confirmed'])
  expect(Number(keptRow.price)).not.toBe(27.5)

  // Opening hours: Sunday opens at 12:00; a Sunday morning is then closed to bookings.
  const hours = page.getByRole('region', { name: 'Opening hours' })
  await hours.getByLabel('Sunday opens at').selectOption('12:00')
  await hours.getByRole('button', { name: 'Save opening hours' }).click()
  await expectToast(page, 'Opening hours', 'Opening hours saved.')
  const [sunday] = await sql<{ date: string }>(
    `select to_char(d, 'YYYY-MM-DD') as date from generate_series((now() at time zone 'Europe/Madrid')::date + 2, (now() at time zone 'Europe/Madrid')::date + 8, interval '1 day') d
      where extract(isodow from d) = 7 limit 1`,
  )
  expect((await bookByApi(token, { ...before, date: sunday.date, slotId: 1 })).status).toBe('club_closed')

  // A closure day over a booking: refused with the list, then closed with the booking cancelled and refunded.
  const day = await quietDay()
  closureDays.push(day)
  const onDay = (await bookByApi(token, { ...before, date: day, slotId: 2 })) as { status: string; booking?: { id: string } }
  expect(onDay.status).toBe('confirmed')
  const closures = page.getByRole('region', { name: 'Closure days' })
  await chooseDate(closures.getByLabel('Day', { exact: true }), day)
  await closures.getByLabel('Reason').fill('Padel federation final')
  await closures.getByRole('button', { name: 'Add closure day' }).click()
  await expect(closures.getByRole('alert')).toContainText('There is 1 booking on')
  await expect(closures.getByRole('alert')).toContainText(`Court 2, 10:30 - 12:00: ${player.firstName} ${player.lastName}`)
  // The form keeps what was typed while staff decide.
  await expect(closures.getByLabel('Reason')).toHaveValue('Padel federation final')
  await expectNoSeriousViolations(page, 'closure refusal', '#settings-closures')
  await closures.getByRole('button', { name: 'Cancel and refund the booking, and close' }).click()
  await expectToast(page, 'Closure days', '1 booking was cancelled and €27.50 refunded')
  await expect(closures.getByRole('list', { name: 'Closure days ahead' })).toContainText('Padel federation final')
  const [cancelled] = await sql<{ status: string }>('select status from public.bookings where id = $1', [onDay.booking!.id])
  expect(cancelled.status).toBe('cancelled')
  expect((await bookByApi(token, { ...before, date: day, slotId: 3 })).status).toBe('club_closed')
  await screenshots(page, 'club-settings-closure', (n) => testInfo.outputPath(n))

  // A court out of service and back: its bookings stay, new ones are refused meanwhile.
  const courts = page.getByRole('region', { name: 'Courts' })
  const court2 = courts.getByRole('form', { name: 'Court 2', exact: true })
  const [{ n }] = await sql<{ n: number }>('select public.future_bookings($1) as n', [before.courtId])
  expect(n).toBeGreaterThanOrEqual(2)
  await expect(court2).toContainText(`${n} bookings to come`)
  await court2.getByRole('button', { name: 'Take out of service' }).click()
  await expectToast(page, 'Court 2', `The ${n} bookings already made stay`)
  await expect(courts.getByRole('form', { name: 'Court 2', exact: true })).toContainText('Out of service')
  expect((await bookByApi(token, { ...before, slotId: 7 })).status).toBe('court_out_of_service')
  await courts.getByRole('form', { name: 'Court 2', exact: true }).getByRole('button', { name: 'Back into service' }).click()
  await expectToast(page, 'Court 2', 'Court 2 is back in service and can be booked again.')
  await expect(courts.getByRole('form', { name: 'Court 2', exact: true })).toContainText('In service')

  // Closure removed again from the page; the test bookings are cancelled (refunded in full).
  await closures.getByRole('listitem').filter({ hasText: 'Padel federation final' }).getByRole('button', { name: /^Reopen on / }).click()
  await expectToast(page, 'Closure days', 'The club is open again on')
  closureDays.length = 0
  for (const id of [fresh.booking!.id]) expect((await cancelByApi(token, id)).status).toBe('cancelled')
  const [first] = await sql<{ id: string }>('select id from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = $4', [before.courtId, before.date, before.slotId, 'confirmed'])
  expect((await cancelByApi(token, first.id)).status).toBe('cancelled')
})

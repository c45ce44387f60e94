import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { chooseDate } from './support/date-field'

test.afterAll(closeSql)

const euros = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(n)

test("the club owner reads Madrid's reports for the last 30 days, checks a figure and takes a table away as CSV", async ({ page }, testInfo) => {
  // Occupancy and revenue of the last 30 days, counted here from the tables (Madrid has no closed weekday in the seed).
  const [expected] = await sql<{ booked: number; bookable: number; revenue: string }>(
    `with c as (select * from public.clubs where id = $1),
     days as (select g::date as d from c, generate_series((now() at time zone c.time_zone)::date - 29, (now() at time zone c.time_zone)::date, interval '1 day') g),
     bookable as (
       select k.id as court_id, days.d, s.id as slot_id
       from c join public.courts k on k.club_id = c.id and k.in_service cross join days cross join public.slots s
       where s.starts_at >= c.opens_at[extract(isodow from days.d)::int] and s.ends_at <= c.closes_at[extract(isodow from days.d)::int]
         and days.d not in (select date from public.club_closures where club_id = c.id)
         and (k.id, days.d, s.id) not in (select court_id, date, slot_id from public.court_blocks where club_id = c.id))
     select (select count(*)::int from bookable) as bookable,
            (select count(*)::int from bookable o join public.bookings b on b.court_id = o.court_id and b.date = o.d and b.slot_id = o.slot_id and b.status = 'confirmed') as booked,
            (select coalesce(sum(x.amount), 0) from (
               select case when t.type = 'debit' then t.amount else -t.amount end as amount, t.completed_at as at from public.transactions t
               where t.club_id = $1 and t.status = 'completed' and t.kind in ('booking', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund', 'match_share', 'match_share_refund')
               union all select d.amount, d.created_at from public.desk_payments d where d.club_id = $1) x, c
             where (x.at at time zone c.time_zone)::date >= (now() at time zone c.time_zone)::date - 29) as revenue`,
    [MADRID_CLUB_ID],
  )
  // booked × 1000 / bookable is one correctly rounded division, so a half stays a half and rounds up as Postgres does.
  const occupancy = `${(Math.round((expected.booked * 1000) / expected.bookable) / 10).toFixed(1)}%`

  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner/reports')
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
  const card = (label: string) => page.getByRole('group', { name: label, exact: true })
  await expect(card('Occupancy')).toContainText(occupancy)
  await expect(card('Occupancy')).toContainText(`${expected.booked.toLocaleString('en-GB')} of ${expected.bookable.toLocaleString('en-GB')} bookable court-slots booked`)
  await expect(card('Revenue')).toContainText(euros(Number(expected.revenue)))
  await expect(page.getByText(/^\d{1,2} \w{3,4}( \d{4})? – \d{1,2} \w{3,4} \d{4} \(30 days\), compared with /)).toBeVisible()

  // The heatmap's numbers are a table, always there for screen readers and shown on request.
  const heatmap = page.getByRole('region', { name: 'Occupancy by weekday and slot', exact: true })
  await heatmap.getByRole('button', { name: 'Show table' }).click()
  const heatTable = heatmap.getByRole('table', { name: 'Occupancy by weekday and slot' })
  await expect(heatTable).toBeVisible()
  await expect(heatTable.getByRole('row')).toHaveCount(9)

  // Revenue by week as a file: its weeks add up to the period's revenue.
  const weeks = page.getByRole('region', { name: 'Revenue by week', exact: true })
  const [download] = await Promise.all([page.waitForEvent('download'), weeks.getByRole('button', { name: /Download CSV/ }).click()])
  expect(download.suggestedFilename()).toMatch(/^elsy-madrid-revenue-by-week-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const lines = text.trim().split('\r\n')
  expect(lines[0]).toBe('Week from,Week to,Revenue (EUR)')
  expect(lines.length).toBeGreaterThanOrEqual(5)
  const sum = lines.slice(1).reduce((total, line) => total + Math.round(Number(line.split(',')[2]) * 100), 0) / 100
  expect(sum).toBe(Number(expected.revenue))

  await expectNoSeriousViolations(page, '/club-owner/reports')

  // This week: Monday to Sunday on the club's calendar, against the week before.
  await page.getByText('This week', { exact: true }).click()
  await expect(page.getByText(/\(7 days\), compared with /)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked()

  // A custom period the database would refuse is refused here first, in its words.
  await page.getByText('Custom', { exact: true }).click()
  await chooseDate(page.getByLabel('From', { exact: true }), '2026-03-10')
  await chooseDate(page.getByLabel('To', { exact: true }), '2026-03-01')
  await page.getByRole('button', { name: 'Show report' }).click()
  // The calendar's own announcer is an alert region too (it may still be reading out the last day chosen): the
  // refusal is the page's alert with words in it.
  await expect(page.locator('[role="alert"]:not([data-live-announcer])').filter({ hasText: /\S/ })).toHaveText('The period ends before it starts: please choose a last day on or after the first.')
  await page.getByText('Last 30 days', { exact: true }).click()

  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(card('Occupancy')).toContainText(occupancy)
    // The page itself never scrolls sideways; wide tables scroll inside their frame (once the resized page settled).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: testInfo.outputPath(`club-reports-${width}.png`), fullPage: true })
  }
})

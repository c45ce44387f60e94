import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { chooseDate } from './support/date-field'

// The desk stands in Madrid: its calendar is the club's, as the finance page's periods assume.
test.use({ timezoneId: 'Europe/Madrid' })

const created: string[] = []
test.afterAll(async () => {
  // What the card's notes left behind: the notes and their audit rows.
  if (created.length) {
    await sql('delete from public.member_notes where id = any($1::uuid[])', [created])
    await sql("delete from public.audit_log where target_table = 'member_notes' and target_id = any($1::text[])", [created])
  }
  await closeSql()
})

const euro = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(n)

/** Screenshots at the phone, tablet and desktop widths; `at` scrolls a part of the page into view first. */
async function shoot(page: Page, name: string, path: (n: string) => string, at?: string) {
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 820 ? 1180 : 800 })
    if (at) await page.getByRole('heading', { name: at, exact: true }).scrollIntoViewIfNeeded()
    else await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: path(`${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test("the club owner opens a member's card and writes a note only the club's staff see", async ({ page }, testInfo) => {
  const [member] = await sql<{ id: string; email: string; phone: string; name: string; balance: string; bookings: number; no_shows: number }>(
    `select p.id, p.email, p.phone, p.first_name || ' ' || p.last_name as name, public.wallet_balance(p.id, 'EUR') as balance,
            (select count(*)::int from public.bookings b where b.member_id = p.id and b.club_id = $1 and b.status = 'confirmed') as bookings,
            (select count(*)::int from public.bookings b where b.member_id = p.id and b.club_id = $1 and b.no_show_at is not null) as no_shows
       from public.profiles p where p.email = $2`,
    [MADRID_CLUB_ID, DEMO.member.email],
  )

  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner/members')
  await page.getByLabel('Search members').fill(member.email)
  const table = page.getByRole('table', { name: 'Club members' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('button', { name: member.name }).click()

  const card = page.getByRole('dialog', { name: member.name })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: member.email })).toBeVisible()
  await expect(card.getByRole('link', { name: member.phone })).toBeVisible()
  await expect(card.getByText('Balance (EUR)').locator('..')).toContainText(euro(Number(member.balance)))
  await expect(card.getByText('Bookings here').locator('..')).toContainText(String(member.bookings))
  await expect(card.getByText('No-shows here').locator('..')).toContainText(String(member.no_shows))

  const text = `Prefers court 2 in the evening (e2e ${Date.now()}).`
  await card.getByLabel('Add a note').fill(text)
  await card.getByRole('button', { name: 'Add note' }).click()
  const notes = card.getByRole('list', { name: 'Staff notes' })
  await expect(notes).toContainText(text)
  const rows = await sql<{ id: string; author_id: string; club_id: string }>('select id, author_id, club_id from public.member_notes where body = $1', [text])
  expect(rows).toHaveLength(1)
  created.push(rows[0].id)
  expect(rows[0].club_id).toBe(MADRID_CLUB_ID)

  await expectNoSeriousViolations(page, "the member's card", '[role="dialog"]')
  await shoot(page, 'member-card', (n) => testInfo.outputPath(n))

  // Closing returns to the list as it was: the search is still there.
  await card.getByRole('button', { name: 'Close' }).click()
  await expect(card).toBeHidden()
  await expect(page.getByLabel('Search members')).toHaveValue(member.email)

  // Opened again, the note is there, and its author can delete it.
  await table.getByRole('button', { name: member.name }).click()
  await expect(notes).toContainText(text)
  await notes.getByRole('button', { name: /Delete your note/ }).click()
  await expect(card.getByText('No notes yet.')).toBeVisible()
  expect(await sql('select 1 from public.member_notes where id = $1', [rows[0].id])).toHaveLength(0)
})

test("the finance page's ledger totals match the database, and its CSV files say the same", async ({ page }, testInfo) => {
  // This month on Madrid's calendar, straight from the two ledgers (not through club_revenue_lines).
  const [expected] = await sql<{ revenue: string; top_ups: string; bookings: string; refunds: string; lines: number; from: string; to: string }>(
    `with bounds as (
       select date_trunc('month', (now() at time zone 'Europe/Madrid'))::date as first, (now() at time zone 'Europe/Madrid')::date as today),
     span as (select first, today, first::timestamp at time zone 'Europe/Madrid' as from_ts, (today + 1)::timestamp at time zone 'Europe/Madrid' as to_ts from bounds),
     rows as (
       select t.kind::text as kind, case when t.type = 'debit' then t.amount else -t.amount end as signed, t.amount
       from public.transactions t, span
       where t.club_id = $1 and t.status = 'completed' and t.completed_at >= span.from_ts and t.completed_at < span.to_ts
       union all
       select d.kind, d.amount, d.amount from public.desk_payments d, span
       where d.club_id = $1 and d.created_at >= span.from_ts and d.created_at < span.to_ts)
     select coalesce(sum(signed) filter (where kind <> 'top_up' and kind <> 'adjustment'), 0) as revenue,
            coalesce(sum(amount) filter (where kind = 'top_up'), 0) as top_ups,
            -- A match's court counts as its players pay their shares (from the wallet or at the desk).
            coalesce(sum(signed) filter (where kind in ('booking', 'booking_payment', 'match_share', 'share_payment')), 0) as bookings,
            coalesce(sum(signed) filter (where kind in ('refund', 'walk_in_refund', 'tournament_refund', 'match_share_refund')), 0) as refunds,
            (count(*) filter (where kind <> 'adjustment'))::int as lines,
            (select to_char(first, 'YYYY-MM-DD') from span) as from, (select to_char(today, 'YYYY-MM-DD') from span) as to
     from rows`,
    [MADRID_CLUB_ID],
  )
  expect(Number(expected.revenue)).toBeGreaterThan(0)

  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner/finance')
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Top-ups to confirm' })).toBeVisible()
  await expect(page.getByText('not counted: they stay the members')).toBeVisible()
  const totals = page.getByRole('region', { name: 'Period totals' })
  await expect(totals.getByText('Revenue', { exact: true }).locator('..')).toContainText(euro(Number(expected.revenue)))
  await expect(totals.getByText('Top-ups confirmed').locator('..')).toContainText(euro(Number(expected.top_ups)))
  await expect(totals.getByText('Top-ups confirmed').locator('..')).toContainText('Not revenue')
  const days = page.getByRole('table', { name: 'Revenue by day (EUR)' })
  await expect(days.locator('tfoot')).toContainText(euro(Number(expected.revenue)))
  await expect(page.getByText(`of ${expected.lines} lines`)).toBeVisible()

  await expectNoSeriousViolations(page, '/club-owner/finance')

  const download = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()])
    const csv = (await readFile(await file.path())).toString('utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    return { name: file.suggestedFilename(), rows: Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data }
  }
  const daily = await download('Download daily totals (CSV)')
  expect(daily.name).toBe(`elsy-ledger-elsy-madrid-${expected.from}-to-${expected.to}-days.csv`)
  const header = daily.rows[0]
  const total = daily.rows[daily.rows.length - 1]
  expect(total[0]).toBe('Total')
  expect(Number(total[header.indexOf('Revenue (EUR)')])).toBeCloseTo(Number(expected.revenue), 2)
  expect(Number(total[header.indexOf('Top-ups confirmed (EUR)')])).toBeCloseTo(Number(expected.top_ups), 2)
  expect(Number(total[header.indexOf('Bookings (EUR)')])).toBeCloseTo(Number(expected.bookings), 2)
  expect(Number(total[header.indexOf('Refunds (EUR)')])).toBeCloseTo(Number(expected.refunds), 2)
  // One row per day of the month so far, then the total.
  expect(daily.rows.length - 2).toBe(Number(expected.to.slice(8)))

  const lines = await download('Download lines (CSV)')
  expect(lines.name).toBe(`elsy-ledger-elsy-madrid-${expected.from}-to-${expected.to}-lines.csv`)
  expect(lines.rows[0]).toEqual(['Date', 'Time', 'Type', 'Member or guest', 'Description', 'Amount (EUR)', 'Counted as revenue'])
  const body = lines.rows.slice(1)
  expect(body).toHaveLength(expected.lines)
  const cents = (rows: string[][]) => rows.reduce((s, r) => s + Math.round(Number(r[5]) * 100), 0)
  expect(cents(body.filter((r) => r[6] === 'Yes'))).toBe(Math.round(Number(expected.revenue) * 100))
  expect(cents(body.filter((r) => r[6] === 'No'))).toBe(Math.round(Number(expected.top_ups) * 100))
  expect(body.filter((r) => r[6] === 'No').every((r) => r[2] === 'Top-up (not revenue)')).toBe(true)

  // A period that would end before it starts cannot be chosen: the last day is kept on or after the first.
  await page.getByLabel('Period', { exact: true }).selectOption('custom')
  await chooseDate(page.getByLabel('First day', { exact: true }), '2026-01-01')
  await chooseDate(page.getByLabel('Last day', { exact: true }), '2025-12-01', '2026-01-01')
  await expect(page.getByRole('alert').filter({ hasText: 'The period ends before it starts' })).toHaveCount(0)
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'This month' })
  await expect(totals).toBeVisible()

  await shoot(page, 'finance', (n) => testInfo.outputPath(n))
  await shoot(page, 'finance-days', (n) => testInfo.outputPath(n), 'By day')
  await shoot(page, 'finance-lines', (n) => testInfo.outputPath(n), 'Lines')
})

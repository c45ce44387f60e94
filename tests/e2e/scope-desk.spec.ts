import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { goOffline, goOnline, waitForServiceWorker } from './support/offline'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { signInAsDemoAdmin } from './support/two-step'

// The club desk's screens in the country owner's and the super admin's areas: one club at a time, chosen in the top
// bar; the reports by country with totals per currency and a CSV file.

test.afterAll(closeSql)

test("the country owner runs each of their clubs' desks from their own area, the club chosen in the top bar", async ({ page }) => {
  const clubs = await sql<{ id: string; name: string }>(`select id, name from public.clubs where country_code = 'ES' order by name`)
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/country-owner/members')
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Club', exact: true })
  await switcher.selectOption({ label: 'ELSY Madrid' })
  await expect(page.getByText("ELSY Madrid's members: home club, or a booking there in the last 12 months.")).toBeVisible()
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
  await expect(switcher.locator('option')).toHaveText(clubs.map((c) => c.name))
  await expectNoSeriousViolations(page, '/country-owner/members')

  await page.getByRole('navigation', { name: 'ELSY COUNTRY' }).getByRole('link', { name: 'Bookings', exact: true }).click()
  await expect(page).toHaveURL(/\/country-owner\/bookings$/)
  await expect(page.getByText("ELSY Madrid: courts and time slots, on the club's clock.")).toBeVisible()
  await switcher.selectOption({ label: 'ELSY Barcelona' })
  await expect(page.getByText("ELSY Barcelona: courts and time slots, on the club's clock.")).toBeVisible()

  await page.getByRole('navigation', { name: 'ELSY COUNTRY' }).getByRole('link', { name: 'Finance', exact: true }).click()
  const revenue = page.getByRole('region', { name: 'Revenue by club' })
  const table = revenue.getByRole('table', { name: /^Spain: each club/ })
  await expect(table.locator('tbody tr')).toHaveCount(clubs.length)
  await expect(table.locator('tfoot tr')).toHaveText([new RegExp(`^Total, ${clubs.length} clubs \\(EUR\\)[\\d,]+.*€[\\d,]+\\.\\d\\d`)])
  await expect(page.getByRole('heading', { name: 'Revenue ledger · ELSY Barcelona' })).toBeVisible()
  await expectNoSeriousViolations(page, '/country-owner/finance')

  // Pages about the whole country don't follow the chosen club: no switcher there, and the choice waits for the next
  // desk page.
  for (const [link, path] of [['Reports', '/reports'], ['Clubs', '/clubs'], ['Dashboard', ''], ['Settings', '/settings']]) {
    await page.getByRole('navigation', { name: 'ELSY COUNTRY' }).getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/country-owner${path}$`))
    await expect(switcher).toHaveCount(0)
  }
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(page.getByTestId('topbar-name')).toBeVisible()
  expect(await page.getByRole('banner').evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true)
  await page.getByRole('banner').screenshot({ path: test.info().outputPath('top-bar-no-club-switcher-390.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('navigation', { name: 'ELSY COUNTRY' }).getByRole('link', { name: 'Members', exact: true }).click()
  await expect(switcher).toHaveValue(clubs.find((c) => c.name === 'ELSY Barcelona')!.id)
})

test("the country owner's report: every club of Spain, the totals in euros, a CSV file of the same, and a club's own report", async ({ page }) => {
  const clubs = await sql<{ name: string }>(`select name from public.clubs where country_code = 'ES' order by name`)
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/country-owner/reports')
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  const table = page.getByRole('table', { name: /^Spain: each club/ })
  await expect(table.locator('tbody tr th')).toHaveText(clubs.map((c) => `${c.name}: open its report`))
  await expect(table.locator('tfoot tr th')).toHaveText([`Total, ${clubs.length} clubs (EUR)`])
  await expect(page.getByText('£')).toHaveCount(0)
  await expectNoSeriousViolations(page, '/country-owner/reports')
  await page.screenshot({ path: test.info().outputPath('country-reports-1280.png'), fullPage: true })

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^elsy-report-spain-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/)
  const text = (await readFile(await file.path())).toString('utf8')
  const lines = text.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toMatch(/^Country,Club,Currency,Courts,Bookings,/)
  expect(lines.slice(1, 1 + clubs.length).map((l) => l.split(',')[1])).toEqual(clubs.map((c) => c.name))
  expect(lines[1 + clubs.length]).toMatch(new RegExp(`^Spain,"Total, ${clubs.length} clubs \\(EUR\\)",EUR,`))

  await table.getByRole('button', { name: /^ELSY Madrid\b/ }).click()
  await expect(page).toHaveURL(/\/country-owner\/club-report$/)
  await expect(page.getByText('Occupancy, revenue and players at ELSY Madrid.')).toBeVisible()

  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/country-owner/reports')
  await expect(table.locator('tbody tr')).toHaveCount(clubs.length)
  await page.screenshot({ path: test.info().outputPath('country-reports-390.png'), fullPage: true })
})

test("the super admin's network report by country, one line per currency, narrowed to a country; any club's day view", async ({ page }) => {
  const countries = await sql<{ code: string; name: string; currency: string; clubs: number }>(
    `select k.code, k.name, k.currency, count(c.id)::int as clubs from public.countries k join public.clubs c on c.country_code = k.code
     group by k.code order by k.name`,
  )
  const currencies = [...new Set(countries.map((c) => c.currency))].sort()
  await signInAsDemoAdmin(page)
  await page.goto('/admin/reports')
  for (const k of countries) await expect(page.getByRole('table', { name: new RegExp(`^${k.name}: each club`) })).toBeVisible()
  // The network's totals: a line per currency, never one sum of two currencies.
  const all = page.getByRole('table', { name: 'All countries: totals per currency' })
  await expect(all.locator('tbody tr th')).toHaveText(currencies.map((c) => new RegExp(`\\(${c}\\)$`)))
  await expectNoSeriousViolations(page, '/admin/reports')

  const uk = countries.find((k) => k.code === 'GB')!
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: uk.name })
  await expect(page.getByRole('table', { name: new RegExp(`^${uk.name}: each club`) }).locator('tbody tr')).toHaveCount(uk.clubs)
  await expect(page.getByRole('table', { name: /^Spain: each club/ })).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'All countries: totals per currency' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Bookings', exact: true }).click()
  await page.getByRole('banner').getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: 'ELSY Madrid' })
  await expect(page.getByText("ELSY Madrid: courts and time slots, on the club's clock.")).toBeVisible()
  await expectNoSeriousViolations(page, '/admin/bookings')
})

test("the country owner sets the defaults new clubs of Spain start with; the currency and time zone are shown", async ({ page }) => {
  const startedAt = new Date()
  const [before] = await sql<{ hours: number; starts: string | null; weekdays: number[] }>(
    `select default_full_refund_hours as hours, to_char(default_peak_starts_at, 'HH24:MI') as starts, default_peak_weekdays as weekdays from public.countries where code = 'ES'`,
  )
  try {
    await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
    await page.goto('/country-owner/settings')
    const spain = page.getByRole('region', { name: 'Spain' })
    await expect(spain.getByText('EUR', { exact: true })).toBeVisible()
    await expect(spain.getByText('Europe/Madrid', { exact: true })).toBeVisible()
    await expectNoSeriousViolations(page, '/country-owner/settings')

    const hours = spain.getByRole('textbox', { name: /Hours before the start for a full refund/ })
    await hours.fill('400')
    await spain.getByRole('button', { name: 'Save policy' }).click()
    await expect(spain.getByText('The full refund window is a whole number of hours from 0 to 336 (two weeks).')).toBeVisible()
    await hours.fill('48')
    await spain.getByRole('button', { name: 'Save policy' }).click()
    await expect(page.getByText('Defaults for Spain saved. New clubs there start with them; existing clubs keep their own rules.')).toBeVisible()

    await spain.getByRole('combobox', { name: 'Evening peak from' }).selectOption('19:30')
    await spain.getByRole('checkbox', { name: 'Friday' }).check()
    await spain.getByRole('button', { name: 'Save default peak hours' }).click()
    await expect.poll(async () => (await sql<{ s: string; w: number[]; h: number }>(
      `select to_char(default_peak_starts_at, 'HH24:MI') as s, default_peak_weekdays as w, default_full_refund_hours as h from public.countries where code = 'ES'`,
    ))[0]).toEqual({ s: '19:30', w: [...new Set([...before.weekdays, 5])].sort(), h: 48 })

    await page.setViewportSize({ width: 390, height: 900 })
    await page.reload()
    await expect(hours).toHaveValue('48')
    await page.screenshot({ path: test.info().outputPath('country-settings-390.png'), fullPage: true })

    // The country owner's audit log lists the change, though it belongs to no club.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/country-owner/audit-log')
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
    const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Set the defaults new clubs in Spain start with' })
    await expect(row.first()).toContainText('a full refund until 48 hours before the start')
    await expectNoSeriousViolations(page, '/country-owner/audit-log')
  } finally {
    // Only this test's rows: the demo seed's own stay.
    await sql("delete from public.audit_log where action = 'set_country_defaults' and target_id = 'ES' and created_at >= $1", [startedAt])
    await sql(`update public.countries set default_full_refund_hours = $1, default_peak_starts_at = $2::time, default_peak_weekdays = $3 where code = 'ES'`, [
      before.hours,
      before.starts,
      before.weekdays,
    ])
  }
})

test("the country owner's dashboard, reports and a club's report open offline from this device, with their age", async ({ page, context }) => {
  test.setTimeout(120_000)
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/country-owner')
  await waitForServiceWorker(page)
  const figures = page.getByRole('region', { name: 'Key figures' })
  await expect(figures.getByRole('group', { name: 'Clubs' })).not.toContainText('Loading')
  const clubs = (await figures.getByRole('group', { name: 'Clubs' }).textContent()) ?? ''
  await page.goto('/country-owner/reports')
  const table = page.getByRole('table', { name: /^Spain: each club/ })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const rows = await table.locator('tbody tr').allTextContents()
  await table.getByRole('button', { name: /^ELSY Madrid\b/ }).click()
  await expect(page.getByText('Occupancy, revenue and players at ELSY Madrid.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()

  await goOffline(context)
  try {
    const kept = page.getByRole('status').filter({ hasText: /^Offline — last updated .*These figures are the copy kept on this device/ })
    await page.reload()
    await expect(page.getByText('Occupancy, revenue and players at ELSY Madrid.')).toBeVisible()
    await expect(kept).toBeVisible()
    await expect(page.getByText('The report could not be loaded')).toHaveCount(0)

    await page.goto('/country-owner/reports')
    await expect(kept).toBeVisible()
    await expect(table.locator('tbody tr')).toHaveText(rows)

    await page.goto('/country-owner')
    await expect(kept).toBeVisible()
    await expect(figures.getByRole('group', { name: 'Clubs' })).toHaveText(clubs)
    await expectNoSeriousViolations(page, '/country-owner offline')

    // A period never looked at has no copy: it says so instead of showing another period's figures.
    await page.goto('/country-owner/reports')
    await page.getByText('This week', { exact: true }).click()
    await expect(page.getByText(/^The report could not be loaded: You are offline\./)).toBeVisible()
  } finally {
    await goOnline(context).catch(() => undefined)
  }
})

import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { signInAsDemoAdmin } from './support/two-step'

test.afterAll(closeSql)

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)

test("the super admin's dashboard shows the network's figures, revenue per currency and 30 days of bookings", async ({ page }) => {
  const [want] = await sql<{ clubs: number; players: number; today: number }>(
    `select (select count(*)::int from public.clubs) as clubs, (select count(*)::int from public.profiles) as players,
            (select count(*)::int from public.bookings where status = 'confirmed' and date = (now() at time zone 'UTC')::date) as today`,
  )
  await signInAsDemoAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const figures = page.getByRole('region', { name: 'Key figures' })
  const card = (label: string) => figures.getByRole('group', { name: label })
  await expect(card('Total Clubs')).toContainText(count(want.clubs))
  await expect(card('Total Players')).toContainText(count(want.players))
  // Euros and pounds on lines of their own: two currencies are never added.
  await expect(card('Revenue This Month')).toContainText(/€[\d,]+\.\d\d/)
  await expect(card('Revenue This Month')).toContainText(/£[\d,]+\.\d\d/)
  await expect(figures.getByText('—')).toHaveCount(0)
  const chart = page.getByRole('region', { name: 'Bookings per day, last 30 days' })
  await chart.getByText('The figures as a table').click()
  await expect(chart.getByRole('row')).toHaveCount(31)
  await expect(chart.getByRole('row').last()).toContainText(count(want.today))
  await expectNoSeriousViolations(page, '/admin')
  await page.screenshot({ path: test.info().outputPath('admin-dashboard-1280.png'), fullPage: true })
  // A phone opens the page at its own width (the desktop sidebar would still be sliding away after a resize).
  await page.setViewportSize({ width: 390, height: 900 })
  await page.reload()
  await expect(card('Total Clubs')).toContainText(count(want.clubs))
  await page.screenshot({ path: test.info().outputPath('admin-dashboard-390.png'), fullPage: true })
})

test("the country owner's dashboard counts the clubs and members of their country, in its currency", async ({ page }) => {
  const [want] = await sql<{ clubs: number; members: number }>(
    `select (select count(*)::int from public.clubs where country_code = 'ES') as clubs,
            (select count(*)::int from public.profiles p join public.clubs c on c.id = p.home_club_id where c.country_code = 'ES') as members`,
  )
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/country-owner')
  await expect(page.getByRole('heading', { name: 'Country Dashboard' })).toBeVisible()
  const figures = page.getByRole('region', { name: 'Key figures' })
  await expect(figures.getByRole('group', { name: 'Clubs' })).toContainText(count(want.clubs))
  await expect(figures.getByRole('group', { name: 'Members' })).toContainText(count(want.members))
  await expect(figures.getByRole('group', { name: 'Revenue This Month' })).toContainText(/€[\d,]+\.\d\d/)
  await expect(figures.getByRole('group', { name: 'Revenue This Month' })).not.toContainText('£')
  await expectNoSeriousViolations(page, '/country-owner')
  await page.setViewportSize({ width: 390, height: 900 })
  await page.reload()
  await expect(figures.getByRole('group', { name: 'Clubs' })).toContainText(count(want.clubs))
  await page.screenshot({ path: test.info().outputPath('country-dashboard-390.png'), fullPage: true })
})

test("the country owner compares their clubs, sorts them and opens one club's reports", async ({ page }) => {
  const clubs = await sql<{ name: string }>(`select name from public.clubs where country_code = 'ES' order by name`)
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/country-owner/clubs')
  const table = page.getByRole('table', { name: /^Clubs compared/ })
  await expect(table.locator('tbody tr')).toHaveCount(clubs.length)
  await expect(table.locator('tfoot tr')).toHaveText([new RegExp(`^Total, ${clubs.length} clubs`), /^Average club \(EUR\)/])
  // Sorted by revenue first; by name on request, A to Z.
  await expect(table.getByRole('columnheader', { name: /Revenue ↓/ })).toHaveAttribute('aria-sort', 'descending')
  await table.getByRole('button', { name: 'Club', exact: true }).click()
  await expect(table.locator('tbody tr th')).toHaveText(clubs.map((c) => c.name))
  await expectNoSeriousViolations(page, '/country-owner/clubs')
  await page.screenshot({ path: test.info().outputPath('country-clubs-1280.png'), fullPage: true })
  await table.getByRole('button', { name: 'ELSY Barcelona' }).click()
  // The club's own report, in the country owner's area: the sidebar and the top bar's club stay theirs.
  await expect(page).toHaveURL(/\/country-owner\/club-report$/)
  await expect(page.getByText('Occupancy, revenue and players at ELSY Barcelona.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reports' })).toBeVisible()
})

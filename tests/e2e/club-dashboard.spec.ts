import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

test.afterAll(closeSql)

/** What the seed holds for Madrid, counted here independently of club_dashboard. */
async function madrid() {
  const [row] = await sql<{ members: number; courts: number; this_week: number; today: number }>(
    `with d as (select (now() at time zone 'Europe/Madrid')::date as today)
     select (select count(*)::int from public.profiles where home_club_id = $1) as members,
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
  await expect(card('Total Members')).toContainText(new Intl.NumberFormat('en-GB').format(expected.members))
  await expect(card('Active Courts')).toContainText(`${expected.courts} / ${expected.courts}`)
  await expect(card('Bookings This Week')).toContainText(String(expected.this_week))
  await expect(card('Revenue This Month')).toContainText(/€[\d,]+\.\d\d/)
  await expect(figures.getByText('—')).toHaveCount(0)

  const today = page.getByRole('region', { name: "Today's Bookings" })
  if (expected.today === 0) await expect(today.getByText('No bookings today.')).toBeVisible()
  else await expect(today.getByRole('listitem')).toHaveCount(expected.today)
  await expectNoSeriousViolations(page, '/club-owner')
})

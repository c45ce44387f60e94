import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

test.afterAll(closeSql)

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)

test("the club owner pages through Madrid's members and finds one by e-mail, never a stranger", async ({ page }) => {
  const [{ total }] = await sql<{ total: number }>(
    `select count(*)::int as total from (
       select id from public.profiles where home_club_id = $1
       union
       select member_id from public.bookings where club_id = $1 and member_id is not null
         and date >= (now() at time zone 'Europe/Madrid')::date - 365
       union
       select member_id from public.transactions
        where club_id = $1 and created_at >= ((now() at time zone 'Europe/Madrid')::date - 365)::timestamp at time zone 'Europe/Madrid') m`,
    [MADRID_CLUB_ID],
  )
  const [home] = await sql<{ email: string; name: string }>(
    `select email, first_name || ' ' || last_name as name from public.profiles where home_club_id = $1 and email like 'player%' order by email limit 1`,
    [MADRID_CLUB_ID],
  )
  const [stranger] = await sql<{ email: string }>(
    `select p.email from public.profiles p where p.email like 'player%' and p.home_club_id <> $1
        and not exists (select 1 from public.bookings b where b.member_id = p.id and b.club_id = $1)
        and not exists (select 1 from public.transactions t where t.member_id = p.id and t.club_id = $1) order by p.email limit 1`,
    [MADRID_CLUB_ID],
  )

  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner/members')
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Member pages' })
  await expect(pages).toContainText(`Showing 1–50 of ${count(total)}`)
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(pages).toContainText(`Showing 51–100 of ${count(total)}`)
  await expectNoSeriousViolations(page, '/club-owner/members')

  const search = page.getByLabel('Search members')
  await search.fill(home.email)
  const table = page.getByRole('table', { name: 'Club members' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(home.name)
  await expect(table.getByRole('link', { name: home.email })).toBeVisible()
  await expect(pages).toContainText('Showing 1–1 of 1')

  await search.fill(stranger.email)
  await expect(table).toContainText(`No member matches “${stranger.email}”.`)
})

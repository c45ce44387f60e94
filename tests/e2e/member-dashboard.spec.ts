import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const DEMO_ID = 'd0000000-0000-4000-8000-000000000004'
test.afterAll(closeSql)

// The seed gives the demo member two upcoming bookings at ELSY Madrid and a ledger whose completed rows
// sum to €70.00 (a pending top-up does not count): the dashboard must show the synced figures.
test('the member dashboard shows the real upcoming bookings and wallet balance', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  const overview = page.getByRole('region', { name: 'Overview' })
  await expect(overview.getByText('€70.00')).toBeVisible()
  await expect(overview.getByText(/^Next: Court \d+ · .* · ELSY Madrid$/)).toBeVisible()
  await expect(overview.getByText('No upcoming bookings.')).toHaveCount(0)
})

/** What the server says the dashboard should show for the demo member (so the test follows the seed). */
async function expected() {
  const [tournament] = await sql<{ name: string }>(
    `select t.name from public.tournaments t
      where t.status = 'open' and t.registration_closes_at > now()
        and not exists (select 1 from public.tournament_entries e where e.tournament_id = t.id and e.status = 'registered'
                          and $1 in (e.player1_id, e.player2_id))
      order by t.starts_on, t.name limit 1`,
    [DEMO_ID],
  )
  const [{ n: toConfirm }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.matches m
       join public.match_players me on me.match_id = m.id and me.player_id = $1
      where m.status = 'reported'
        and not exists (select 1 from public.match_players r where r.match_id = m.id and r.player_id = m.reported_by and r.team = me.team)`,
    [DEMO_ID],
  )
  return { tournament: tournament?.name, toConfirm }
}

async function expectCards(page: Page, want: Awaited<ReturnType<typeof expected>>) {
  const overview = page.getByRole('region', { name: 'Overview' })
  await expect(overview.getByText('€70.00')).toBeVisible()
  // The demo member's 24 matches, 16 wins and 8 losses (docs/product.md §2.12), with a network rank, points and a trend in words.
  await expect(overview.getByText(/^#\d[\d,]*$/)).toBeVisible()
  await expect(overview.getByText(/^[\d,]+ points$/)).toBeVisible()
  await expect(overview.getByText(/^(Up|Down)( \d+ places?)?$|^Same$/)).toBeVisible()
  await expect(overview.getByText('24 matches · W/L 16/8')).toBeVisible()
  if (want.tournament) await expect(overview.getByRole('link', { name: want.tournament })).toBeVisible()
  const matches = page.getByRole('region', { name: 'My Upcoming Matches' })
  await expect(matches.getByRole('heading', { name: /^Booked to play \(\d+\)$/ })).toBeVisible()
  await expect(matches.getByText(/^ELSY Madrid · Court \d+ \((Indoor|Outdoor)\)$/).first()).toBeVisible()
  if (want.toConfirm > 0) {
    await expect(matches.getByRole('heading', { name: `Results to confirm (${want.toConfirm})` })).toBeVisible()
    await expect(matches.getByRole('link', { name: 'Confirm or dispute' }).first()).toBeVisible()
  }
}

test('every dashboard card is real, online and offline: ranking, tournaments and upcoming matches', async ({ page, context }) => {
  const want = await expected()
  expect(want.tournament, 'the seed has an open tournament the demo member is not in').toBeTruthy()
  expect(want.toConfirm, 'the seed has a result waiting for the demo member').toBeGreaterThan(0)
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await expectCards(page, want)
  await expectNoSeriousViolations(page, '/member')

  await goOffline(context)
  await page.reload()
  await expect(page.getByTestId('sync-status')).toContainText('Offline — last updated')
  await expectCards(page, want)
  await goOnline(context)
})

import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { expectAppRendered, goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const DEMO_ID = 'd0000000-0000-4000-8000-000000000004'
test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

/** The four figures by their labels (docs/product.md §2.12; src/features/matches/components/stat-figures.tsx). */
function figure(page: Page, label: 'Matches' | 'Win Rate' | 'Wins' | 'Losses') {
  return page.getByRole('region', { name: 'Overview' }).getByTestId(`stat-${label}`)
}

async function expectDemoFigures(page: Page) {
  await expect(figure(page, 'Matches')).toHaveText('24')
  await expect(figure(page, 'Win Rate')).toHaveText('67%')
  await expect(figure(page, 'Wins')).toHaveText('16')
  await expect(figure(page, 'Losses')).toHaveText('8')
}

/** What the server holds for the demo member: rating and network rank worked out here, not by the page. */
async function serverFigures() {
  const [row] = await sql<{ rating: string; rank: number }>(
    `select r.rating::text,
            (select count(*) + 1 from public.player_ratings o
              where o.matches > 0 and (o.rating > r.rating or (o.rating = r.rating and o.wins > r.wins)
                                       or (o.rating = r.rating and o.wins = r.wins and (o.name, o.player_id) < (r.name, r.player_id))))::int as rank
       from public.player_ratings r where r.player_id = $1`,
    [DEMO_ID],
  )
  return { rating: Number(row!.rating), rank: row!.rank }
}

test("the demo member's statistics: the spec's 24 / 67% / 16 / 8, rating, rank, charts and matches — online and offline", async ({ page, context }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/player-statistics')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await expect(page.getByRole('heading', { level: 1, name: 'My Statistics' })).toBeVisible()

  await test.step('online: figures, rating, rank, form and court types', async () => {
    await expectDemoFigures(page)
    const server = await serverFigures()
    await expect(page.getByTestId('current-rating')).toHaveText(server.rating.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))
    await expect(page.getByTestId('network-rank')).toContainText(`#${server.rank.toLocaleString('en-US')}`)
    // The charts load on their own and describe themselves for screen readers.
    await expect(page.getByRole('img', { name: /^Rating over your last \d+ confirmed matches/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Results by court type\. Indoor: \d+ matches/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Favourite partners' })).toBeVisible()
  })

  await test.step('each confirmed match says how the rating moved and why', async () => {
    const list = page.getByTestId('my-matches')
    await expect(list.getByText(/^[+−]\d+\.\d — you (beat|lost to) a team rated [\d,]+ with [\d,]+: expected \d+%$/).first()).toBeVisible()
    // The seed has one result the other team reported, waiting for the demo member.
    const toConfirm = page.getByRole('region', { name: /Results to confirm/ })
    await expect(toConfirm.getByRole('button', { name: /^Confirm the result/ })).toBeVisible()
    await page.getByText('How ratings work').click()
    await expect(page.getByText(/^Your latest confirmed match, .*: [+−]\d+\.\d — you/)).toBeVisible()
  })

  await test.step('axe', async () => {
    await expectNoSeriousViolations(page, '/player-statistics')
  })

  await test.step('offline: the same figures from this device, and a note saying so', async () => {
    await goOffline(context)
    await page.reload()
    await expectAppRendered(page)
    await expectDemoFigures(page)
    await expect(page.getByText(/^Offline — showing your statistics as last updated/)).toBeVisible()
    await expect(page.getByTestId('my-matches').getByRole('listitem')).toHaveCount(10)
    await expect(page.getByRole('img', { name: /^Rating over your last/ })).toBeVisible()
    await goOnline(context)
  })
})

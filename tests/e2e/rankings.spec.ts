import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { expectAppRendered, goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const DEMO_ID = 'd0000000-0000-4000-8000-000000000004'
const MADRID = 'c0000000-0000-4000-8000-000000000001'
test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

function table(page: Page) {
  return page.getByRole('table', { name: /^Rankings: / })
}

function rowOfRank(page: Page, rank: number) {
  return table(page).locator(`[role="row"][data-rank="${rank}"]`)
}

/** The server's ordering (rating, wins, name), worked out here: the first players of a scope and the demo's place. */
async function serverTop(clubId: string | null) {
  const where = clubId ? 'and home_club_id = $1' : 'and $1::uuid is null'
  const rows = await sql<{ player_id: string; name: string; points: number; wins: number; losses: number }>(
    `select player_id, name, round(rating)::int as points, wins, losses from public.player_ratings
      where matches > 0 ${where} order by rating desc, wins desc, name, player_id`,
    [clubId],
  )
  return { top: rows.slice(0, 3), demoRank: rows.findIndex((r) => r.player_id === DEMO_ID) + 1, total: rows.length }
}

test('rankings: the spec table for the network and the club, own row, search, paging — online and offline', async ({ page, context }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/rankings')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible()
  const network = await serverTop(null)

  await test.step("the spec's columns and the server's order", async () => {
    await expect(table(page).getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Matches', 'W/L', 'Points', 'Trend'])
    for (const [i, want] of network.top.entries()) {
      const row = rowOfRank(page, i + 1)
      await expect(row).toContainText(want.name)
      await expect(row).toContainText(`${want.wins}/${want.losses}`)
      await expect(row).toContainText(want.points.toLocaleString('en-US'))
      await expect(row).toContainText(/Up|Down|Same/)
    }
    expect(await table(page).getAttribute('aria-rowcount')).toBe(String(network.total + 1))
  })

  await test.step('own place pinned, "Jump to me" scrolls to the highlighted row', async () => {
    const mine = page.getByTestId('my-rank')
    await expect(mine).toContainText(`You: #${network.demoRank}`)
    await expect(mine).toContainText('16/8')
    await mine.getByRole('button', { name: 'Jump to me' }).click()
    const row = table(page).locator('[role="row"][aria-current="true"]')
    await expect(row).toBeVisible()
    await expect(row).toContainText('Alex Rivera (You)')
    await expect(row).toHaveAttribute('data-rank', String(network.demoRank))
  })

  await test.step('rows deep in the list load as they scroll into view', async () => {
    const deep = Math.min(network.total, 5000)
    await table(page).evaluate((el, top) => el.scrollTo({ top }), (deep - 1) * 56)
    await expect(rowOfRank(page, deep).getByRole('cell').nth(1)).not.toHaveText('Loading')
    await expect(rowOfRank(page, deep)).toContainText('/')
  })

  await test.step('search on the server keeps the real rank', async () => {
    await page.getByLabel('Search players').fill('Rivera')
    await expect(page).toHaveURL(/q=Rivera/)
    await expect(page.getByText(/players? match(es)? “Rivera”/)).toBeVisible()
    await expect(rowOfRank(page, network.demoRank)).toContainText('Alex Rivera')
    await page.getByLabel('Search players').fill('')
  })

  await test.step('the club scope ranks the Madrid members only', async () => {
    const club = await serverTop(MADRID)
    await page.getByRole('group', { name: 'Ranking scope' }).getByRole('button', { name: 'ELSY Madrid' }).click()
    await expect(page).toHaveURL(/scope=club/)
    await expect(table(page)).toHaveAccessibleName('Rankings: ELSY Madrid')
    await expect(rowOfRank(page, 1)).toContainText(club.top[0]!.name)
    await expect(page.getByTestId('my-rank').or(table(page).locator('[aria-current="true"]')).first()).toContainText(String(club.demoRank))
  })

  await test.step('axe', async () => {
    await expectNoSeriousViolations(page, '/rankings')
  })

  await test.step('offline: the cached rows, filtered on the device, with a note', async () => {
    await page.goto('/rankings')
    await waitForSynced(page)
    await goOffline(context)
    await page.reload()
    await expectAppRendered(page)
    await expect(page.getByText(/^Offline — showing the rankings saved on this device/)).toBeVisible()
    await expect(rowOfRank(page, 1)).toContainText(network.top[0]!.name)
    await page.getByLabel('Search players').fill(network.top[1]!.name.split(' ')[0]!)
    await expect(page.getByText(/saved rows? match(es)?/)).toBeVisible()
    await expect(rowOfRank(page, 2)).toContainText(network.top[1]!.name)
    await goOnline(context)
  })
})

test('"Loading rankings..." while the first rows are on their way', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  // Hold the rankings answer back so the loading state can be seen (a real phone on a slow network).
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/v1/rpc/rankings', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/rankings')
  await expect(page.getByText('Loading rankings...')).toBeVisible()
  release()
  await expect(rowOfRank(page, 1)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Loading rankings...')).toHaveCount(0)
})

// On a phone the Points and Trend columns sit side by side in a narrow table: each must read on its own,
// with clear space between a row's points and its trend (and between the two headers).
test('at 390 px the Points and Trend columns read apart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/rankings')
  await expect(rowOfRank(page, 1)).toContainText(/Up|Down|Same/)
  const gaps = await table(page).evaluate((el) => {
    // The space between the right edge of the Points text and the left edge of what the Trend cell shows.
    const textBox = (node: Element) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return range.getBoundingClientRect()
    }
    // The trend's icon and word (its screen-reader sentence is clipped out of sight).
    const shownLeft = (cell: Element) => {
      const shown = [...cell.querySelectorAll('svg, [aria-hidden="true"]')]
      return shown.length ? Math.min(...shown.map((node) => node.getBoundingClientRect().left)) : textBox(cell).left
    }
    const rows = [...el.querySelectorAll('[role="row"]')].slice(0, 8)
    return rows.map((row) => {
      const cells = row.querySelectorAll('[role="cell"], [role="columnheader"]')
      return Math.round(shownLeft(cells[5]!) - textBox(cells[4]!).right)
    })
  })
  expect(gaps.length).toBeGreaterThan(1)
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12)
  // Players' names are whole (on two lines where they need it), never cut to "Alex River…".
  const names = await table(page).evaluate((el) =>
    [...el.querySelectorAll('[role="row"] [role="cell"]:nth-child(2) > span:first-child')].slice(0, 8).map((name) => ({
      name: name.textContent,
      cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
    })),
  )
  expect(names.length).toBeGreaterThan(4)
  expect(names.filter((n) => n.cut)).toEqual([])
  const shots = process.env.ELSY_SHOTS_DIR
  if (shots) await page.screenshot({ path: `${shots}/rankings-390.png` })
})

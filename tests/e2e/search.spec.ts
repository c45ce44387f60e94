import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'

test.use({ reducedMotion: 'reduce' })

const searchBox = (page: Page) => page.getByRole('search').getByRole('combobox', { name: /Search/ })
const group = (page: Page, name: string) => page.getByRole('group', { name })

test.afterAll(async () => {
  await closeSql()
})

test('the top-bar search finds a club and opens booking there', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await searchBox(page).fill('Madrid')
  const club = group(page, 'Clubs').getByRole('option', { name: /ELSY Madrid/ })
  await expect(club).toBeVisible()
  await expect(group(page, 'Courts').getByRole('option').first()).toContainText('ELSY Madrid')
  await expectNoSeriousViolations(page, 'search results')
  await club.click()
  await expect(page).toHaveURL(new RegExp(`/booking\\?club=${MADRID_CLUB_ID}$`))
  // A club that is not the player's home club is the one the booking form starts with.
  await searchBox(page).fill('Barcelona')
  await group(page, 'Clubs').getByRole('option', { name: /ELSY Barcelona/ }).click()
  await expect(page).toHaveURL(/\/booking\?club=c0000000-0000-4000-8000-000000000002$/)
  await expect(page.getByRole('combobox', { name: 'Club', exact: true })).toHaveValue('ELSY Barcelona')
})

test('the top-bar search finds the open matches still to come at a club, and one opens its page', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await searchBox(page).fill('Madrid')
  const matches = group(page, 'Open matches').getByRole('option')
  await expect(matches.first()).toContainText('ELSY Madrid')
  await expect(matches.first()).toContainText(/Level \d+–\d+/)
  await expectNoSeriousViolations(page, 'search results with open matches')
  await matches.first().click()
  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/)
  // A listed match at that club, still to come.
  const opened = await sql('select 1 from public.open_matches where id = $1 and club_id = $2 and not private and starts_at > now()', [
    page.url().split('/').pop(), MADRID_CLUB_ID])
  expect(opened).toHaveLength(1)
  await expect(page.getByText('ELSY Madrid').first()).toBeVisible()
})

test('“court 3 madrid” finds that court; a player is found by name and opens the rankings', async ({ page }) => {
  const player = await createConfirmedUser('findme')
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')

  await searchBox(page).fill('court 3 madrid')
  const court = group(page, 'Courts').getByRole('option', { name: /Court 3/ })
  await expect(court).toHaveCount(1)
  await court.click()
  await expect(page).toHaveURL(new RegExp(`/book-court/3\\?club=${MADRID_CLUB_ID}$`))
  await expect(page.getByRole('heading', { name: 'Book Court 3' })).toBeVisible()

  await searchBox(page).fill(player.lastName)
  const found = group(page, 'Players').getByRole('option', { name: new RegExp(`${player.firstName} ${player.lastName}`) })
  await expect(found).toBeVisible()
  // Players show their username, never an e-mail address.
  await expect(found).toContainText(`@${player.username}`)
  await expect(found).not.toContainText(player.email)
  await found.click()
  // The username finds the player's row (ranks are kept) and the id highlights it.
  await expect(page).toHaveURL(new RegExp(`/rankings\\?q=${player.username}&player=${player.id}$`))
})

test('people of one name are told apart, the ones the player plays with first; no results and the hint pass axe', async ({ page }) => {
  // The demo member's most frequent partner or opponent whose first name is shared by many players.
  const [mate] = await sql<{ first_name: string; last_name: string; username: string; together: number }>(
    `select p.first_name, p.last_name, p.username, count(*)::int as together
     from public.match_players mine
     join public.match_players other on other.match_id = mine.match_id and other.player_id <> mine.player_id
     join public.profiles p on p.id = other.player_id
     where mine.player_id = (select id from public.profiles where username = $1)
     group by p.id order by count(*) desc, p.username limit 1`,
    [DEMO.member.username],
  )
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await searchBox(page).fill(mate.first_name)
  // The most played-with come first (another player of that name may have as many matches with them).
  const options = group(page, 'Players').getByRole('option')
  await expect(options.first()).toContainText(`${mate.together} matches with you`)
  const found = options.filter({ hasText: `@${mate.username}` })
  await expect(found).toContainText(`${mate.first_name} ${mate.last_name}`)
  await expect(found).toContainText(/rating \d/)
  await expect(found).toContainText(`${mate.together} matches with you`)
  await expectNoSeriousViolations(page, 'players of one name')

  await searchBox(page).fill('zzqx nobody')
  await expect(page.getByText('No results for “zzqx nobody”.')).toBeVisible()
  await expectNoSeriousViolations(page, 'no search results')
  await searchBox(page).fill('z')
  await expect(page.getByText('Type at least 2 letters', { exact: false })).toBeVisible()
  await expectNoSeriousViolations(page, 'the search hint')
})

test('offline, the search answers from this device and says players need a connection', async ({ page, context }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await goOffline(context)
  await page.reload()
  await searchBox(page).fill('madrid')
  await expect(group(page, 'Clubs').getByRole('option', { name: /ELSY Madrid/ })).toBeVisible()
  await expect(page.getByText('Players are searchable online.', { exact: false })).toBeVisible()
  await expect(group(page, 'Players')).toHaveCount(0)
  await goOnline(context)
})

import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'

test.use({ reducedMotion: 'reduce' })

const searchBox = (page: Page) => page.getByRole('search').getByRole('combobox', { name: /Search/ })
const group = (page: Page, name: string) => page.getByRole('group', { name })

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

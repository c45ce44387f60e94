import { expect, test } from '@playwright/test'
import { topBar } from './support/auth'
import { accessToken, bookByApi, freeCourtSlot, fundMember } from './support/booking'
import { expectAppRendered, expectSyncState, goOffline, goOnline, openReady, syncStatus } from './support/offline-kit'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

// Every main route of a signed-in member; the public ones have no sync line (no per-user data on them).
const MEMBER_ROUTES = ['/member', '/booking', '/tournaments', '/player-statistics', '/player-balance', '/rankings', '/profile', '/settings']
const PUBLIC_ROUTES = ['/', '/explore']

test('offline after one sync: every main route opens, says it is offline, and shows the synced data', async ({ page, context }) => {
  // Ten offline page loads; generous while each one waits on the profile fetch's retries (see the report).
  test.setTimeout(180_000)
  const user = await createConfirmedUser('offnav')
  await fundMember(user.id, 100)
  const slot = await freeCourtSlot()
  const answer = await bookByApi(await accessToken(user.email, user.password), slot)
  expect(answer.status).toBe('confirmed')

  await signInByApi(page, user.email, user.password)
  await openReady(page, '/member')

  await goOffline(context)
  await page.reload()
  await expectAppRendered(page)
  await expect(syncStatus(page)).toContainText('Offline — last updated')

  for (const route of [...MEMBER_ROUTES, ...PUBLIC_ROUTES]) {
    await test.step(route, async () => {
      const response = await page.goto(route)
      // Served by the worker from the precache (Playwright reports the worker's answer, or none for a cached one).
      if (response) expect(response.status(), `${route} answered`).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/$' : route}$`))
      await expectAppRendered(page)
      if (MEMBER_ROUTES.includes(route)) {
        await expect(syncStatus(page)).toContainText('Offline — last updated')
        // The signed-in layout knows who this is without the network.
        await expect.soft(topBar(page), `${route}: the name from the synced profile`).toContainText(`${user.firstName} ${user.lastName}`, { timeout: 3000 })
      } else {
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('main')).not.toBeEmpty()
      }
    })
  }

  await test.step('the booking made before going offline is listed on /booking', async () => {
    await page.goto('/booking')
    const upcoming = page.getByRole('region', { name: /Upcoming/ })
    await expect(upcoming.getByText(`Court ${slot.courtNumber} ·`)).toBeVisible()
    await expect(upcoming.getByText(slot.label, { exact: false })).toBeVisible()
    await expect(upcoming.getByText('Confirmed', { exact: true })).toBeVisible()
  })

  await test.step('/profile shows the synced account', async () => {
    await page.goto('/profile')
    await expect(page.getByRole('main')).toContainText(user.email)
  })

  await goOnline(context)
  await expect(syncStatus(page)).toContainText('Last updated')
  await expectSyncState(page, { state: 'synced', pending: 0, conflicts: 0 })
})

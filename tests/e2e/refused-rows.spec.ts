import { expect, test } from '@playwright/test'
import { syncStatus } from './support/offline'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

// The page's own requests are the ones rewritten here; a service worker would fetch on its own.
test.use({ serviceWorkers: 'block' })

// A server row that does not fit its schema is kept off the device and said so, never filled with a default.
test('a court row the app cannot read is refused and shown in the sync status', async ({ page }) => {
  await page.route('**/rest/v1/courts?*', async (route) => {
    const response = await route.fetch()
    const rows = (await response.json()) as Array<Record<string, unknown>>
    rows[0] = { ...rows[0], type: 'clay' }
    await route.fulfill({ response, json: rows })
  })
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  const notice = syncStatus(page).getByText('1 server row could not be read')
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await notice.click()
  await expect(syncStatus(page).getByText(/^courts: refused a row \(id [0-9a-f-]{36}\), field type: /)).toBeVisible()
})

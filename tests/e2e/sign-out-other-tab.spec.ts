import { expect, test } from '@playwright/test'
import { databaseNames, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

// Two tabs of one browser share the session (localStorage): signing out in one signs the other out at once,
// without a reload, as if it had signed out itself: home page, no member data on screen or on the device.
test('signing out in one tab signs every other tab out', async ({ page, context }) => {
  const user = await createConfirmedUser('twotabs')
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForSynced(page)

  const other = await context.newPage()
  await other.goto('/booking')
  await waitForSynced(other)
  await expect(other.getByRole('button', { name: 'Logout', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)

  await expect(other).toHaveURL(/\/$/, { timeout: 5_000 })
  await expect(other.getByRole('banner').getByRole('button', { name: /^(Login|Open menu)$/ }).first()).toBeVisible()
  await expect(other.getByText('Loading your bookings…')).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0)
  await expect.poll(() => databaseNames(other)).not.toContain(`elsy-${user.id}`)
})

import { expect, test } from '@playwright/test'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

// The seed gives the demo member two upcoming bookings at ELSY Madrid and a ledger whose completed rows
// sum to $70.00 (a pending top-up does not count): the dashboard must show the synced figures.
test('the member dashboard shows the real upcoming bookings and wallet balance', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  const overview = page.getByRole('region', { name: 'Overview' })
  await expect(overview.getByText('$70.00')).toBeVisible()
  await expect(overview.getByText(/^Next: Court \d+ · .* · ELSY Madrid$/)).toBeVisible()
  await expect(overview.getByText('No upcoming bookings.')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { bookingForm } from './support/booking'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

// Loading is not offline: a full load of the booking page on a connected device (a new player's, nothing on it
// yet) must never say it is offline or that it has no clubs while the first sync is still on its way.

const FALSE_ALARMS = ["Offline — this day's availability isn't on this device yet", 'No clubs on this device yet']

test('a full load of /booking online says "loading", never "offline" nor "no clubs", then shows the courts', async ({ page }) => {
  const user = await createConfirmedUser('bookload')
  await signInByApi(page, user.email, user.password)
  // Every text the page ever shows is recorded from the first paint on, so a flash counts too.
  await page.addInitScript((alarms: string[]) => {
    const seen: string[] = []
    ;(window as unknown as { __alarms: string[] }).__alarms = seen
    new MutationObserver(() => {
      const text = document.body?.innerText ?? ''
      for (const alarm of alarms) if (text.includes(alarm) && !seen.includes(alarm)) seen.push(alarm)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, FALSE_ALARMS)

  for (const round of ['cold device', 'reload']) {
    await test.step(round, async () => {
      if (round === 'reload') await page.reload()
      else await page.goto('/booking')
      const court = bookingForm(page).getByRole('region', { name: 'Courts and time slots' }).getByRole('button').first()
      await expect(court).toBeVisible({ timeout: 20_000 })
      // A moment more: a late false alarm after the grid would count too.
      await page.waitForTimeout(1500)
      expect(await page.evaluate(() => (window as unknown as { __alarms: string[] }).__alarms)).toEqual([])
    })
  }
})

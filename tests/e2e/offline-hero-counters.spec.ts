import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { expectAppRendered, goOffline, goOnline, waitForServiceWorker } from './support/offline'

test.use({ reducedMotion: 'reduce' })
const SHOTS = process.env.ELSY_SHOTS_DIR

const counters = (page: Page) => page.getByRole('definition')
const hero = (page: Page) => page.getByRole('region', { name: 'Your next match starts here.' })

// Offline the hero cannot ask for the network's figures: it shows the ones this device read last (and when),
// or says it has none — never a row of bare dashes.
test('offline, the hero counters show the last known figures with their age, else a sentence', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForServiceWorker(page)
  // The network's figures as the server gave them online (other tests add members, so they are read, not fixed).
  const figure = /^\d[\d,]*$/
  for (const name of ['countries', 'courts', 'members']) await expect(page.getByTestId(`counter-${name}`)).toHaveText(figure)
  const online = {
    countries: await page.getByTestId('counter-countries').textContent(),
    courts: await page.getByTestId('counter-courts').textContent(),
    members: await page.getByTestId('counter-members').textContent(),
  }

  await test.step('a cold load offline after the online visit: the figures kept on the device, with when', async () => {
    await goOffline(context)
    await page.reload()
    await expectAppRendered(page)
    await expect(page.getByTestId('counter-countries')).toHaveText(online.countries!)
    await expect(page.getByTestId('counter-courts')).toHaveText(online.courts!)
    await expect(page.getByTestId('counter-members')).toHaveText(online.members!)
    await expect(hero(page).getByTestId('network-figures-note')).toHaveText(
      /^Offline: figures last read on this device on \w{3} \d{1,2} \w{3}(,| at) \d{2}:\d{2}\.$/,
    )
    await expect(hero(page)).not.toContainText('—')
    await expectNoSeriousViolations(page, 'hero offline with kept figures')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hero-offline-kept-390.png` })
  })

  await test.step('a cold load offline with nothing kept: a sentence instead of dashes', async () => {
    await page.evaluate(() => localStorage.removeItem('elsy.network-stats'))
    await page.reload()
    await expectAppRendered(page)
    await expect(hero(page).getByTestId('network-figures-note')).toContainText('You are offline')
    await expect(counters(page)).toHaveCount(0)
    await expect(hero(page)).not.toContainText('—')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hero-offline-none-390.png` })
  })

  await goOnline(context)
  await page.reload()
  await expect(page.getByTestId('counter-courts')).toHaveText(online.courts!)
  await expect(hero(page).getByTestId('network-figures-note')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'
import { expectLabelsInNames, expectNoSeriousViolations } from './support/axe-check'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR
const BARCELONA = 'c0000000-0000-4000-8000-000000000002'

test.use({ reducedMotion: 'reduce' })

// Each location card is a club: the whole card is one link that opens booking at that club, and each club has
// a picture of its own (not one drawing repeated on every card).
test('Explore: each club card is a link to booking there, with a picture of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/explore')
  const locations = page.getByRole('region', { name: 'Our locations' })
  const cards = locations.getByRole('link', { name: / Book a court here$/ })
  await expect(cards).toHaveCount(20)

  const madrid = locations.getByRole('link', { name: /^Spain Madrid ELSY Madrid · \d+ courts? Book a court here$/ })
  await expect(madrid).toHaveAttribute('href', '/booking?club=c0000000-0000-4000-8000-000000000001')
  const barcelona = locations.getByRole('link', { name: /^Spain Barcelona ELSY Barcelona · \d+ courts? Book a court here$/ })
  await expect(barcelona).toHaveAttribute('href', `/booking?club=${BARCELONA}`)

  // Every card's picture differs from every other card's.
  const pictures = await cards.evaluateAll((links) =>
    links.map((a) => (a.querySelector('svg')?.innerHTML ?? '').replace(/club-art-[\w-]+/g, 'id')),
  )
  expect(pictures.every((p) => p.length > 0)).toBe(true)
  expect(new Set(pictures).size).toBe(pictures.length)

  await expectNoSeriousViolations(page, '/explore at 390 px')
  await expectLabelsInNames(page, '/explore at 390 px')
  await madrid.scrollIntoViewIfNeeded()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/explore-cards-390.png` })

  // Keyboard: the cards are in the tab order, one stop each, and Enter opens booking at that club.
  await madrid.focus()
  await expect(madrid).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(cards.nth(1)).toBeFocused()
  await barcelona.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/booking\\?club=${BARCELONA}$`))
  await expect(page.getByRole('combobox', { name: 'Club', exact: true })).toHaveValue('ELSY Barcelona')
})

// The spec's About page is this one: /about, typed or linked, lands on /explore with its story.
test('/about opens the About page at /explore', async ({ page }) => {
  await page.goto('/about')
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('region', { name: 'Our locations' })).toBeVisible()
})

test('an unknown address shows its 404 with the site header and footer, and a way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expectNoSeriousViolations(page, 'the 404 page')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

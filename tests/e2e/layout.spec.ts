import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { logout } from './support/auth'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

// The shell rules of docs/product.md §2.1 and §2.9 that a browser can see: header per session, footer year, logo switch,
// member sidebar (64 / 20 units) and its Logout.

test('anonymous header links, footer year', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  for (const name of ['Find a Court', 'Tournaments', 'Explore']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Join Us', exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
})

test('a signed-in user does not see the visitor links', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Join Us' })).toHaveCount(0)
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0)
})

test.describe('below 768 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the header shows the compact logo and a menu with the visitor links', async ({ page }) => {
    await page.goto('/')
    const home = page.getByRole('link', { name: 'ELSY Padel Clubs home' })
    await expect(home.getByText('PADEL CLUBS')).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Join Us', exact: true })).toBeVisible()
  })
})

test('from 768 px the header shows the full wordmark', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'ELSY Padel Clubs home' }).getByText('PADEL CLUBS')).toBeVisible()
})

test('member sidebar: ELSY MEMBER, its links, 64 units wide, 20 collapsed, Logout to /', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  const sidebar = page.getByRole('navigation', { name: 'ELSY MEMBER' })
  await expect(sidebar).toBeVisible()
  for (const name of ['Dashboard', 'Book a Court', 'Matches', 'My Statistics', 'Rankings', 'Tournaments', 'My Balance', 'Settings']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // Panda's spacing scale: 64 = 16rem = 256 px, 20 = 5rem = 80 px.
  const width = async () => (await sidebar.boundingBox())?.width
  expect(await width()).toBe(256)
  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect.poll(width).toBe(80)
  await page.getByRole('button', { name: 'Expand sidebar' }).click()
  await expect.poll(width).toBe(256)
  await logout(page)
})

// A phone's bottom tabs: Home, Book, Matches, Wallet and Me one tap from any member page; none on a desktop.
test('on a phone the member area has a bottom tab bar; Book is one tap away and marked current there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/player-statistics')
  const tabs = page.getByRole('navigation', { name: 'Main sections' })
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Book', 'Matches', 'Wallet', 'Me'])
  await tabs.getByRole('link', { name: 'Book' }).click()
  await expect(page).toHaveURL(/\/booking/)
  await expect(tabs.getByRole('link', { name: 'Book' })).toHaveAttribute('aria-current', 'page')
  // The page's end is not hidden behind the bar.
  const [barTop, mainBottomPadding] = await page.evaluate(() => [
    document.querySelector('nav[aria-label="Main sections"]')!.getBoundingClientRect().top,
    parseFloat(getComputedStyle(document.getElementById('main')!).paddingBottom),
  ])
  expect(barTop).toBeGreaterThan(700)
  expect(mainBottomPadding).toBeGreaterThanOrEqual(844 - barTop)
  await expectNoSeriousViolations(page, 'the tab bar at 390 px', 'nav[aria-label="Main sections"]')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(tabs).toBeHidden()
})

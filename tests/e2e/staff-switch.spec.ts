import { expect, test, type Page } from '@playwright/test'
import { logout, openLoginDialog, submitLogin, WELCOME_BACK } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { signInAsDemoAdmin } from './support/two-step'
import { DEMO, DEMO_PASSWORD } from './support/users'

// Staff land on their area (or the one they used last on this device), and every sidebar and the account menu
// switch between "My padel" (the player's pages) and their desk. Players see no switch and land on /member.

const areaSwitch = (page: Page) => page.getByRole('list', { name: 'Switch area' })
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ })

async function signIn(page: Page, identifier: string, lands: RegExp): Promise<void> {
  await submitLogin(await openLoginDialog(page), identifier, DEMO_PASSWORD)
  await expectToast(page, 'Login successful', WELCOME_BACK)
  await expect(page).toHaveURL(lands)
}

test('a club owner lands on the club desk, switches to My padel and back, and the next sign-in lands where they left', async ({ page }, testInfo) => {
  await test.step('the first sign-in on this device lands on the club desk', async () => {
    await signIn(page, DEMO.club.username, /\/club-owner$/)
    await expect(page.getByRole('heading', { name: 'Club Dashboard' })).toBeVisible()
    const tiles = page.getByRole('navigation', { name: 'ELSY CLUB' }).getByRole('list', { name: 'Switch area' }).getByRole('link')
    await expect(tiles).toHaveText(['My padel', 'Club desk'])
    await expect(tiles.filter({ hasText: 'Club desk' })).toHaveAttribute('aria-current', /true|page/)
    await expect(tiles.filter({ hasText: 'My padel' })).not.toHaveAttribute('aria-current', /.+/)
    await expectNoSeriousViolations(page, 'the club desk with the area switch')
    await page.screenshot({ path: testInfo.outputPath('staff-switch-club-desk-1280.png'), animations: 'disabled' })
  })

  await test.step('the sidebar switch goes to My padel, where the same switch leads back (by keyboard too)', async () => {
    await areaSwitch(page).getByRole('link', { name: 'My padel' }).click()
    await expect(page).toHaveURL(/\/member$/)
    const sidebar = page.getByRole('navigation', { name: 'ELSY MEMBER' })
    await expect(sidebar.getByRole('list', { name: 'Switch area' }).getByRole('link', { name: 'My padel' })).toHaveAttribute('aria-current', /true|page/)
    // The desk is in the switch, not repeated among the player's links.
    await expect(sidebar.getByRole('link', { name: 'Club desk' })).toHaveCount(1)
    await sidebar.getByRole('link', { name: 'Club desk' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/club-owner$/)
  })

  await test.step('the account menu switches too, the current area marked', async () => {
    await accountMenu(page).click()
    await expect(page.getByRole('group', { name: 'Switch area' }).getByRole('menuitem')).toHaveText(['My padel', /Club desk\s*Current/])
    await page.screenshot({ path: testInfo.outputPath('staff-switch-account-menu-1280.png'), animations: 'disabled' })
    await page.getByRole('menuitem', { name: 'My padel' }).click()
    await expect(page).toHaveURL(/\/member$/)
    // Opening a player page counts as the player's pages; Settings (every area's account page) does not.
    await page.getByRole('navigation', { name: 'ELSY MEMBER' }).getByRole('link', { name: 'Book a Court' }).click()
    await expect(page).toHaveURL(/\/booking/)
  })

  await test.step('the next sign-in lands on My padel, the area used last', async () => {
    await logout(page)
    await signIn(page, DEMO.club.email, /\/member$/)
  })

  await test.step('back on the desk, a visit to Settings does not change that: the next sign-in lands on the desk', async () => {
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Club desk' }).click()
    await expect(page).toHaveURL(/\/club-owner$/)
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await logout(page)
    await signIn(page, DEMO.club.username, /\/club-owner$/)
  })

  await test.step('collapsed, the switch keeps its icons, with names for screen readers and tooltips', async () => {
    const sidebar = page.getByRole('navigation', { name: 'ELSY CLUB' })
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click()
    const myPadel = areaSwitch(page).getByRole('link', { name: 'My padel' })
    await expect(myPadel).toBeVisible()
    await expect(myPadel).toHaveAttribute('title', 'My padel')
    await expectNoSeriousViolations(page, 'the collapsed sidebar with the area switch')
    await page.screenshot({ path: testInfo.outputPath('staff-switch-collapsed-1280.png'), animations: 'disabled' })
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click()
  })

  await test.step('at 390 px the switch is in the navigation drawer and the account menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await expect(areaSwitch(page)).toBeInViewport()
    await expectNoSeriousViolations(page, 'the navigation drawer with the area switch at 390 px')
    await page.screenshot({ path: testInfo.outputPath('staff-switch-drawer-390.png'), animations: 'disabled' })
    await areaSwitch(page).getByRole('link', { name: 'My padel' }).click()
    await expect(page).toHaveURL(/\/member$/)
    // Following the link closed the drawer.
    await expect(areaSwitch(page)).not.toBeInViewport()
    // The member dashboard has finished arriving (a slow phone) before the menu opens over it.
    await expect(page.getByRole('main')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    await accountMenu(page).click()
    await expect(page.getByRole('menuitem', { name: 'Club desk' })).toBeInViewport()
    await page.screenshot({ path: testInfo.outputPath('staff-switch-account-menu-390.png'), animations: 'disabled' })
    await page.getByRole('menuitem', { name: 'Club desk' }).click()
    await expect(page).toHaveURL(/\/club-owner$/)
  })
})

test('an explicit redirect wins over the remembered area', async ({ page }) => {
  await page.goto('/club-owner/bookings')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await submitLogin(page.getByRole('main'), DEMO.club.username, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/club-owner\/bookings$/)
})

test('a country owner already signed in is sent from /login to the country desk', async ({ page }) => {
  await signInByApi(page, DEMO.country.email, DEMO_PASSWORD)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/country-owner$/)
  await expect(areaSwitch(page).getByRole('link')).toHaveText(['My padel', 'Country desk'])
})

test('a super admin signed in with two steps is sent from /login to Administration', async ({ page }) => {
  await signInAsDemoAdmin(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(areaSwitch(page).getByRole('link')).toHaveText(['My padel', 'Administration'])
})

test('a member lands on /member and sees no switch in the sidebar or the account menu', async ({ page }) => {
  await signIn(page, DEMO.member.username, /\/member$/)
  await expect(page.getByRole('navigation', { name: 'ELSY MEMBER' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Book a Court',
    'Matches',
    'My Statistics',
    'Rankings',
    'Tournaments',
    'My Balance',
    'Settings',
  ])
  await expect(areaSwitch(page)).toHaveCount(0)
  await accountMenu(page).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Logout'])
})

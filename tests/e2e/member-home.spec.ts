import { expect, test } from '@playwright/test'
import { joinDialog, loginDialog, openLoginDialog } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR

test.use({ viewport: { width: 390, height: 844 } })

test('a signed-in player is offered booking and the dashboard on the home page, not "Join Now"', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Your next match starts here.' })
  await expect(hero.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Book a Court' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join Now' })).toHaveCount(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-signed-in-390.png` })
  await expectNoSeriousViolations(page, 'home page, signed in')
  await hero.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/member$/)
})

test('a visitor still sees "Join Now" on the home page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Join Now' }).click()
  await expect(joinDialog(page)).toBeVisible()
})

test('the login dialog offers "New here? Join"', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await expect(dialog).toContainText('New here?')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-dialog-390.png` })
  await expectNoSeriousViolations(page, 'login dialog')
  await dialog.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(joinDialog(page)).toBeVisible()
  await expect(loginDialog(page)).toBeHidden()
})

test('the /login page offers "New here? Join"', async ({ page }) => {
  await page.goto('/login')
  const main = page.getByRole('main')
  await expect(main).toContainText('New here?')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-page-390.png` })
  await expectNoSeriousViolations(page, '/login page')
  await main.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(joinDialog(page)).toBeVisible()
})

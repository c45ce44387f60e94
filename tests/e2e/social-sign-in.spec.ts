import { expect, test } from '@playwright/test'
import { openJoinDialog, openLoginDialog } from './support/auth'

// The e2e stack has Google configured against a mock OIDC provider (global-setup.ts); LinkedIn and Facebook are not
// configured, so they are not offered.

test('Continue with Google signs a new player in and returns to the site root', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Join Us' }).click()
  const join = page.getByRole('dialog', { name: 'Join' })
  await join.getByRole('button', { name: 'Continue with Google' }).click()

  // Provider → our /auth/v1/callback → back to the origin, signed in (PKCE code exchanged by supabase-js).
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('code'))
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await page.goto('/member')
  await expect(page.getByText('Gia Oliveira').first()).toBeVisible()
  await expect(page.getByText(process.env.ELSY_E2E_GOOGLE_EMAIL ?? 'missing').first()).toBeAttached()
})

// Only providers the auth service has set up are offered: a button that can only fail is not shown. Google is, in
// Join, the Login dialog and the /login page.
test('only the providers set up are offered: Google in Join, the Login dialog and /login; LinkedIn and Facebook nowhere', async ({ page }) => {
  const join = await openJoinDialog(page)
  await expect(join.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(join.getByText('Or continue with')).toBeVisible()
  for (const name of ['Continue with LinkedIn', 'Continue with Facebook']) await expect(join.getByRole('button', { name })).toHaveCount(0)
  await page.keyboard.press('Escape')

  const login = await openLoginDialog(page)
  await expect(login.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(login.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.goto('/login')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0)
})

// The button shows the provider's mark (a drawn shape), not letters standing in for it; its name stays the words.
test('the social button shows a drawn provider mark beside an unchanged name (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const join = await openJoinDialog(page)
  const name = 'Continue with Google'
  const button = join.getByRole('button', { name, exact: true })
  await expect(button).toBeVisible()
  // Only the words are text: no "G" in front of them.
  await expect(button).toHaveText(name)
  const mark = button.locator('svg[aria-hidden="true"]')
  await expect(mark).toHaveCount(1)
  const box = await mark.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(16)
  const shots = process.env.ELSY_SHOTS_DIR
  if (shots) await join.screenshot({ path: `${shots}/social-marks-390.png` })
})

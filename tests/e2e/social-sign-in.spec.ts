import { expect, test } from '@playwright/test'

// The e2e stack has Google configured against a mock OIDC provider (global-setup.ts); LinkedIn and
// Facebook are not configured, which is the "provider is not enabled" path of the spec's error catalogue.

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

test('a provider that is not enabled fails with the spec\'s "Login failed" toast', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Join Us' }).click()
  const join = page.getByRole('dialog', { name: 'Join' })
  await join.getByRole('button', { name: 'Continue with Facebook' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('provider is not enabled')
  // The buttons are usable again after the failure.
  await expect(join.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
})

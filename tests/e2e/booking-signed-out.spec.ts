import { expect, test } from '@playwright/test'
import { submitLogin } from './support/auth'
import { expectToast } from './support/toast'
import { DEMO, DEMO_PASSWORD } from './support/users'

// Spec: booking while signed out → the authentication toast, /login with the booking page remembered,
// and after signing in the player is back on that booking, the court they chose still chosen.
test('signed out, /book-court/3 asks for login and returns to court 3', async ({ page }) => {
  await page.goto('/book-court/3')
  await expectToast(page, 'Authentication required', 'Please login to access this page')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/book-court/3')

  await submitLogin(page.getByRole('main'), DEMO.member.username, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/book-court\/3$/)
  // The Court field's choice, not the availability grid's cell for court 3.
  const courtField = page.getByRole('group', { name: 'Court', exact: true })
  await expect(courtField.getByRole('button', { name: /^Court 3, Outdoor,/ })).toHaveAttribute('aria-pressed', 'true')
})

import { expect, test } from '@playwright/test'
import { submitLogin } from './support/auth'
import { expectToast } from './support/toast'
import { DEMO, DEMO_PASSWORD } from './support/users'

// docs/product.md §4.5: booking while signed out → the authentication toast, /login with the booking page remembered,
// and after signing in the player is back on that booking, the court they chose still chosen.
test('signed out, /book-court/3 asks for login and returns to court 3', async ({ page }) => {
  await page.goto('/book-court/3')
  await expectToast(page, 'Authentication required', 'Please login to access this page')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/book-court/3')

  await submitLogin(page.getByRole('main'), DEMO.member.username, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/book-court\/3$/)
  // Court 3's column of the grid is marked as the one asked for; its cells are one tap away.
  const grid = page.getByRole('form', { name: 'Book a court' }).getByRole('region', { name: 'Courts and time slots' })
  await expect(grid.getByRole('columnheader', { name: /^Court 3\s*, the court you asked for/ })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: /the court you asked for/ })).toHaveCount(1)
})

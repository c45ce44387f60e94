import { expect, test } from '@playwright/test'
import { submitLogin } from './support/auth'
import { DEMO, DEMO_PASSWORD } from './support/users'

// docs/product.md §2.11, §4.5: signed out, the booking pages show the courts (a visitor may look before joining); signing
// in from there comes back to the same page, the court asked for still marked.
test('signed out, /book-court/3 shows the courts with court 3 marked; signing in from there returns to court 3', async ({ page }) => {
  await page.goto('/book-court/3')
  const grid = page.getByRole('form', { name: 'Book a court' }).getByRole('region', { name: 'Courts and time slots' })
  await expect(grid.getByRole('columnheader', { name: /^Court 3\s*, the court you asked for/ })).toBeVisible()
  const note = page.getByRole('note')
  await expect(note).toContainText('Please sign in or create an account to book a court.')
  await note.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/book-court/3')

  await submitLogin(page.getByRole('main'), DEMO.member.username, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/book-court\/3$/)
  // Court 3's column of the grid is marked as the one asked for; its cells are one tap away.
  await expect(grid.getByRole('columnheader', { name: /^Court 3\s*, the court you asked for/ })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: /the court you asked for/ })).toHaveCount(1)
  await expect(page.getByRole('note')).toHaveCount(0)
})

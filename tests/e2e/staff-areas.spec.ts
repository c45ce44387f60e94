import { expect, test } from '@playwright/test'
import { loginViaDialog } from './support/auth'
import { DEMO_PASSWORD } from './support/users'

// Every sign-in lands on the player's pages (the spec's /member); staff are players too, and their own area is one
// step away from there, and the player's pages one step away from it.
test('a club owner signs in, finds the club desk in the sidebar, and the account menu leads back to the player pages', async ({ page }) => {
  await page.goto('/')
  await loginViaDialog(page, 'club_owner', DEMO_PASSWORD)
  const sidebar = page.getByRole('navigation', { name: 'ELSY MEMBER' })
  await sidebar.getByRole('link', { name: 'Club desk' }).click()
  await expect(page).toHaveURL(/\/club-owner$/)
  await expect(page.getByRole('heading', { name: 'Club Dashboard' })).toBeVisible()

  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'My padel' }).click()
  await expect(page).toHaveURL(/\/member$/)
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Club desk' }).click()
  await expect(page).toHaveURL(/\/club-owner$/)
})

test('a member sees no staff area in the sidebar or the account menu', async ({ page }) => {
  await page.goto('/')
  await loginViaDialog(page, 'demo_member', DEMO_PASSWORD)
  await expect(page.getByRole('navigation', { name: 'ELSY MEMBER' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Book a Court',
    'My Statistics',
    'Rankings',
    'Tournaments',
    'My Balance',
    'Settings',
  ])
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Logout'])
})

import { expect, test } from '@playwright/test'
import { loginViaDialog, logout, WELCOME_FIRST } from './support/auth'
import { toast } from './support/toast'
import { createConfirmedUser } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR

// "Welcome back!" is for players who have been here before; an account's first sign-in is welcomed.
test('the first sign-in is welcomed, the next ones welcomed back', async ({ page }) => {
  const user = await createConfirmedUser('firstin')
  const name = `${user.firstName} ${user.lastName}`
  await page.setViewportSize({ width: 390, height: 844 })
  await loginViaDialog(page, user.email, user.password, { first: true })
  await expect(toast(page, 'Login successful')).not.toContainText('Welcome back!')
  // The dashboard's heading says the same as the toast: nobody is "back" on their first visit.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ELSY, ${name}`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-sign-in-toast-390.png` })
  // A reload in the same first session is still the first visit.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ELSY, ${name}`)

  await page.setViewportSize({ width: 1280, height: 800 })
  await logout(page)
  await loginViaDialog(page, user.username, user.password)
  await expect(toast(page, 'Login successful')).not.toContainText(WELCOME_FIRST)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${name}`)
})

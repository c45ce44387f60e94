import { expect, test } from '@playwright/test'
import { openJoinDialog } from './support/auth'
import { expectToast, toast } from './support/toast'
import { uniqueUser } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR

test.use({ viewport: { width: 390, height: 844 } })

// A refused referral code, then a successful sign-up without it: the refusal no longer applies and must not
// cover the success dialog.
test('the referral error toast goes away when the sign-up succeeds', async ({ page }) => {
  const user = uniqueUser('reftoast')
  const dialog = await openJoinDialog(page)
  await dialog.getByLabel('First name').fill(user.firstName)
  await dialog.getByLabel('Last name').fill(user.lastName)
  await dialog.getByLabel('Email', { exact: true }).fill(user.email)
  await dialog.getByLabel('Username').fill(user.username)
  await dialog.getByLabel('Password', { exact: true }).fill(user.password)
  await dialog.getByLabel('Referral code (optional)').fill('NOSUCHCODE')
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expectToast(page, 'Invalid or expired referral code.')
  // The pointer rests on the toast (its timer pauses, as for a player reading it) and the form is sent
  // from the keyboard: however slow the sign-up, the toast is still up when it succeeds.
  await toast(page, 'Invalid or expired referral code.').hover()

  await dialog.getByLabel('Referral code (optional)').fill('')
  await dialog.getByRole('button', { name: 'Register' }).press('Enter')
  const success = page.getByRole('alertdialog', { name: 'Account Created Successfully' })
  await expect(success).toBeVisible()
  await expect(toast(page, 'Invalid or expired referral code.')).toBeHidden()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-success-390.png` })
})

import { expect, test, type Locator } from '@playwright/test'
import { openJoinDialog, openLoginDialog, submitLogin } from './support/auth'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser, DEMO, uniqueUser } from './support/users'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The message shows and is tied to its input — by aria-errormessage (what Ark's Field uses) or
 * aria-describedby — so assistive technology can announce it with the field.
 */
async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const page = input.page()
  const errorId = await input.getAttribute('aria-errormessage')
  if (errorId) {
    const error = page.locator(`[id="${errorId}"]`)
    await expect(error).toBeVisible()
    await expect(error).toHaveText(message)
  } else {
    await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)))
  }
}

test('the registration form shows every rule of spec §5', async ({ page }) => {
  const dialog = await openJoinDialog(page)
  const field = {
    firstName: dialog.getByLabel('First name'),
    lastName: dialog.getByLabel('Last name'),
    email: dialog.getByLabel('Email', { exact: true }),
    username: dialog.getByLabel('Username'),
    password: dialog.getByLabel('Password', { exact: true }),
  }
  await field.firstName.fill('A')
  await field.lastName.fill('B')
  await field.email.fill('not-an-email')
  await field.username.fill('ab')
  await field.password.fill('Ab1!')
  await dialog.getByRole('button', { name: 'Register' }).click()

  await expectFieldError(field.firstName, 'First name must be at least 2 characters')
  await expectFieldError(field.lastName, 'Last name must be at least 2 characters')
  await expectFieldError(field.email, 'Please enter a valid email address')
  await expectFieldError(field.username, 'Username must be at least 3 characters')
  await expectFieldError(field.password, 'Password must be at least 8 characters')

  // After a submit the form re-checks as the user types: each remaining rule in turn.
  await field.username.fill('bad name!')
  await expectFieldError(field.username, 'Username can only contain letters, numbers, underscores, and hyphens')
  const passwordRules: [string, string][] = [
    ['courtside#2026', 'Password must contain at least one uppercase letter'],
    ['COURTSIDE#2026', 'Password must contain at least one lowercase letter'],
    ['Courtside#', 'Password must contain at least one number'],
    ['Courtside2026', 'Password must contain at least one special character'],
  ]
  for (const [value, message] of passwordRules) {
    await field.password.fill(value)
    await expectFieldError(field.password, message)
  }

  // Nothing was sent while the form was invalid: the dialog is still open, no success dialog.
  await expect(dialog).toBeVisible()
  await expect(page.getByText('Account Created Successfully')).toHaveCount(0)

  // Fixed values clear the messages.
  const ok = uniqueUser('valid')
  await field.firstName.fill(ok.firstName)
  await field.lastName.fill(ok.lastName)
  await field.email.fill(ok.email)
  await field.username.fill(ok.username)
  await field.password.fill(ok.password)
  for (const input of Object.values(field)) await expect(input).not.toHaveAttribute('aria-invalid', 'true')

  // Cancel resets the form (docs/product.md §4.4).
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  const again = await openJoinDialog(page)
  await expect(again.getByLabel('First name')).toHaveValue('')
  await expect(again.getByLabel('Email', { exact: true })).toHaveValue('')
})

test('the login form requires both fields', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expectFieldError(dialog.getByLabel('Email or Username'), 'Email or username is required')
  await expectFieldError(dialog.getByLabel('Password', { exact: true }), 'Password is required')
  await expect(dialog).toBeVisible()
})

test('a wrong password says "Invalid credentials" and the dialog stays open', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await submitLogin(dialog, DEMO.member.email, 'Wrong#Password1')
  await expectToast(page, 'Invalid credentials', 'The email/username or password you entered is incorrect.')
  await expect(dialog).toBeVisible()
  // The inline error box keeps the last error in view (docs/product.md §2.7).
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The same by username.
  await submitLogin(dialog, DEMO.member.username, 'Wrong#Password1')
  await expectToast(page, 'Invalid credentials', 'The email/username or password you entered is incorrect.')
})

test('an unknown username says "User not found"', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await submitLogin(dialog, `nobody_${Date.now().toString(36)}`, 'Courtside#2026')
  await expectToast(page, 'User not found', 'No account found with this username.')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('alert')).toContainText('No account found with this username.')
})

test('edit profile and change password show their rules', async ({ page }) => {
  const user = await createConfirmedUser('rules')
  await signInByApi(page, user.email, user.password)
  await page.goto('/settings')

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(edit).toBeVisible()
  await edit.getByLabel('First name').fill('X')
  await edit.getByLabel('Last name').fill(' ')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expectFieldError(edit.getByLabel('First name'), 'First name must be at least 2 characters')
  await expectFieldError(edit.getByLabel('Last name'), 'Last name must be at least 2 characters')
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()

  await page.getByRole('button', { name: 'Change Password' }).click()
  const change = page.getByRole('dialog', { name: 'Change Password' })
  await expect(change).toBeVisible()
  const password = change.getByLabel('New password', { exact: true })
  const confirm = change.getByLabel('Confirm new password')
  await password.fill('abc12')
  await confirm.fill('abc12')
  await change.getByRole('button', { name: 'Update password' }).click()
  await expectFieldError(password, 'Password must be at least 6 characters')
  await password.fill('Baseline#77')
  await confirm.fill('Baseline#78')
  // The mismatch is shown on the confirmation field (docs/product.md §5).
  await expectFieldError(confirm, 'Passwords do not match')
  await expect(password).not.toHaveAttribute('aria-invalid', 'true')
  await expect(change).toBeVisible()
})

import { expect, test } from '@playwright/test'
import { loginDialog, logout, openLoginDialog, submitLogin, topBar } from './support/auth'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test('settings: edit the name, change the password, log out, log in with the new password', async ({ page }) => {
  const user = await createConfirmedUser('acct')
  await signInByApi(page, user.email, user.password)
  await page.goto('/settings')
  await expect(topBar(page)).toContainText(`${user.firstName} ${user.lastName}`)

  await test.step('personal information shows the account', async () => {
    const info = page.getByRole('main')
    await expect(info.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
    await expect(info.getByText(user.email)).toBeVisible()
    await expect(info.getByText(user.firstName, { exact: true })).toBeVisible()
    await expect(info.getByText(user.lastName, { exact: true })).toBeVisible()
    await expect(info.getByRole('heading', { name: 'Security' })).toBeVisible()
  })

  await test.step('edit profile', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
    await expect(dialog.getByLabel('First name')).toHaveValue(user.firstName)
    await dialog.getByLabel('First name').fill('Renata')
    await dialog.getByLabel('Last name').fill('Volley')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Profile updated', 'Your profile has been updated successfully.')
    await expect(dialog).toBeHidden()
    await expect(topBar(page)).toContainText('Renata Volley')
    // Saved for real: a reload reads the profile back from the database.
    await page.reload()
    await expect(topBar(page)).toContainText('Renata Volley')
    await expect(page.getByRole('main').getByText('Renata', { exact: true })).toBeVisible()
  })

  const newPassword = 'Backhand#2027'
  await test.step('change password', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword)
    await dialog.getByLabel('Confirm new password').fill(newPassword)
    await dialog.getByRole('button', { name: 'Update password' }).click()
    await expectToast(page, 'Password updated', 'Your password has been updated successfully.')
    await expect(dialog).toBeHidden()
  })

  await test.step('log out', async () => {
    await logout(page)
    await page.goto('/member')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  await test.step('the old password no longer works', async () => {
    const dialog = await openLoginDialog(page)
    await submitLogin(dialog, user.email, user.password)
    await expectToast(page, 'Invalid credentials', 'The email/username or password you entered is incorrect.')
    await expect(dialog).toBeVisible()
  })

  await test.step('the new password does', async () => {
    await submitLogin(loginDialog(page), user.username, newPassword)
    await expectToast(page, 'Login successful', 'Welcome back!')
    await expect(page).toHaveURL(/\/member$/)
    await expect(topBar(page)).toContainText('Renata Volley')
  })
})

test('forgot password: the recovery mail leads to /reset-password and the new password works', async ({ page }) => {
  const user = await createConfirmedUser('forgot')
  const newPassword = 'Lobshot#2028'

  await test.step('ask for a reset link from the login dialog', async () => {
    const before = await mailCount(user.email)
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const forgot = page.getByRole('dialog', { name: 'Reset your password' })
    await expect(forgot).toBeVisible()
    await forgot.getByLabel('Email').fill(user.email)
    await forgot.getByRole('button', { name: 'Send reset link' }).click()
    await expect(forgot.getByText('Please check your inbox.')).toBeVisible()
    const mail = await waitForMail(user.email, before)
    expect(mail.subject).toContain('Reset')
    await page.goto(linkIn(mail, '/verify'))
  })

  await test.step('set a new password on /reset-password', async () => {
    await expect(page).toHaveURL(/\/reset-password/)
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectToast(page, 'Password updated', 'Your password has been updated successfully.')
  })

  await test.step('log out and log in with the new password', async () => {
    await page.goto('/member')
    await logout(page)
    const dialog = await openLoginDialog(page)
    await submitLogin(dialog, user.email, user.password)
    await expectToast(page, 'Invalid credentials')
    await submitLogin(dialog, user.email, newPassword)
    await expectToast(page, 'Login successful', 'Welcome back!')
    await expect(page).toHaveURL(/\/member$/)
  })
})

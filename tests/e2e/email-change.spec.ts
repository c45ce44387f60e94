import { expect, test } from '@playwright/test'
import { logout, openLoginDialog, submitLogin, topBar } from './support/auth'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser, uniqueUser } from './support/users'

test('settings: change the e-mail, confirm from both inboxes, sign in with the new address', async ({ page }) => {
  const user = await createConfirmedUser('mail')
  const next = uniqueUser('mailnew').email
  await signInByApi(page, user.email, user.password)
  await page.goto('/settings')
  const main = page.getByRole('main')
  await expect(main.getByText(user.email)).toBeVisible()

  const before = { current: await mailCount(user.email), next: await mailCount(next) }
  await test.step('ask for the change', async () => {
    await page.getByRole('button', { name: 'Change e-mail' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change e-mail' })
    await expect(dialog).toContainText(user.email)
    await dialog.getByLabel('New e-mail').fill(user.email.toUpperCase())
    await dialog.getByRole('button', { name: 'Send confirmation links' }).click()
    await expect(dialog.getByText('This is already your email address')).toBeVisible()
    await dialog.getByLabel('New e-mail').fill(next)
    await dialog.getByRole('button', { name: 'Send confirmation links' }).click()
    await expectToast(page, 'Check both inboxes', `Confirm the change from ${user.email} and from ${next}.`)
    await expect(dialog).toBeHidden()
    await expect(main.getByText(`Changing to ${next}`)).toBeVisible()
  })

  await test.step('the link to the new address alone does not change it', async () => {
    const mail = await waitForMail(next, before.next)
    expect(mail.subject).toBe('Confirm your new ELSY e-mail address')
    await page.goto(linkIn(mail, '/auth/v1/verify'))
    await expect(page).toHaveURL(/\/settings\?message=Confirmation/)
    await expect(main.getByText(user.email, { exact: true })).toBeVisible()
    await expect(main.getByRole('status')).toContainText(`One address confirmed. Follow the link sent to the other address to finish changing to ${next}.`)
  })

  await test.step('the link to the current address completes it', async () => {
    const mail = await waitForMail(user.email, before.current)
    expect(mail.subject).toBe('Confirm the change of your ELSY e-mail address')
    await page.goto(linkIn(mail, '/auth/v1/verify'))
    await expect(main.getByText(next, { exact: true })).toBeVisible()
    await expect(main.getByText(/Changing to/)).toHaveCount(0)
  })

  await test.step('sign out, then sign in with the new address', async () => {
    await logout(page)
    const dialog = await openLoginDialog(page)
    await submitLogin(dialog, next, user.password)
    await expectToast(page, 'Login successful', 'Welcome back!')
    await expect(topBar(page)).toContainText(user.firstName)
  })
})

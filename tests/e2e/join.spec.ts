import { expect, test } from '@playwright/test'
import { loginDialog, logout, openJoinDialog, openLoginDialog, submitLogin, topBar } from './support/auth'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { expectToast } from './support/toast'
import { uniqueUser } from './support/users'

// The first journey of the product: join → (not yet confirmed) → confirm from the inbox → log in by username.
// The link's own landing (signed in, another device, a spent link) is tests/e2e/confirmation-link.spec.ts.
test('a visitor joins, confirms the e-mail from the inbox and logs in with the username', async ({ page }) => {
  const user = uniqueUser('join')

  await test.step('register in the Join dialog', async () => {
    const dialog = await openJoinDialog(page)
    // docs/product.md §9: dialog max width 425 px.
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(425)
    await dialog.getByLabel('First name').fill(user.firstName)
    await dialog.getByLabel('Last name').fill(user.lastName)
    await dialog.getByLabel('Email', { exact: true }).fill(user.email)
    await dialog.getByLabel('Username').fill(user.username)
    await dialog.getByLabel('Password', { exact: true }).fill(user.password)

    // Hold the sign-up request so the in-flight state can be observed, then let it through.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/auth/v1/signup**', async (route) => {
      await held
      await route.continue()
    }, { times: 1 })
    await dialog.getByRole('button', { name: 'Register' }).click()
    const registering = dialog.getByRole('button', { name: 'Registering...' })
    await expect(registering).toBeVisible()
    await expect(registering).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    release()

    const success = page.getByRole('alertdialog', { name: 'Account Created Successfully' })
      .or(page.getByRole('dialog', { name: 'Account Created Successfully' }))
    await expect(success).toBeVisible()
    await expect(success).toContainText('Your account has been created. Please check your email to confirm your account.')
    await expect(dialog).toBeHidden()
    await success.getByRole('button', { name: 'Close' }).click()
    await expect(success).toBeHidden()
  })

  await test.step('before confirming, login says "Email not confirmed" and resend works', async () => {
    const before = await mailCount(user.email)
    expect(before, 'the sign-up sent a confirmation mail').toBe(1)
    const dialog = await openLoginDialog(page)
    await submitLogin(dialog, user.email, user.password)
    await expectToast(page, 'Email not confirmed', 'Please check your inbox and confirm your email before logging in.')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Email not confirmed? Click below to resend the confirmation email.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Resend confirmation email' })
      .or(dialog.getByRole('link', { name: 'Resend confirmation email' }))
      .click()
    await expectToast(page, 'Confirmation email sent', 'Please check your inbox for the confirmation link.')
    // Sent: the red refusal does not stay beside the toast that says so.
    await expect(dialog.getByText('Email not confirmed? Click below to resend the confirmation email.')).toHaveCount(0)
    await waitForMail(user.email, before)
  })

  await test.step('the unconfirmed username gets the same refusal', async () => {
    const dialog = loginDialog(page)
    await submitLogin(dialog, user.username, user.password)
    await expectToast(page, 'Email not confirmed')
    await expect(dialog.getByText('Email not confirmed? Click below to resend the confirmation email.')).toBeVisible()
    // Resend needs an address (docs/product.md §5): a username is refused with its words.
    await dialog.getByRole('button', { name: 'Resend confirmation email' })
      .or(dialog.getByRole('link', { name: 'Resend confirmation email' }))
      .click()
    await expectToast(page, 'Please use your email address to resend confirmation')
  })

  await test.step('the link in the resent mail signs the player in, in the browser that asked for it', async () => {
    const mail = await waitForMail(user.email)
    await page.goto(linkIn(mail, '/verify'))
    await expectToast(page, 'E-mail confirmed', 'Welcome to ELSY!')
    await expect(page).toHaveURL(/\/member$/)
    await logout(page)
  })

  await test.step('log in with the username on the login page', async () => {
    await page.goto('/login')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Play with ELSY' })).toBeVisible()
    await submitLogin(main, user.username, user.password)
    // Not checked here: which welcome. The confirmation link already opened a session (its code exchange
    // records a sign-in), so this form sign-in is not the account's first one for the auth service.
    await expectToast(page, 'Login successful')
    await expect(page).toHaveURL(/\/member$/)
    // The name rule of docs/product.md §2.9: first and last name from the profile, then the e-mail beside it.
    await expect(topBar(page)).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(topBar(page)).toContainText(user.email)
  })
})

import { expect, test, type Page } from '@playwright/test'
import { loginDialog, logout, openLoginDialog, submitLogin } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { unusedTotpCode } from './support/two-step'
import { expectToast } from './support/toast'
import { totpNow } from './support/totp'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { DEMO_ADMIN_AUTHENTICATOR_SECRET } from '../../server/stack/demo-accounts'

/** A code that is not the current one (nor either neighbour the server also accepts). */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => totpNow(secret, Date.now() + d))
  let code = '123456'
  while (near.includes(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  return code
}

async function twoStepSection(page: Page) {
  const section = page.getByRole('region', { name: 'Two-step sign-in' })
  await expect(section).toBeVisible()
  return section
}

test('two-step sign-in: set up in Settings, asked for the code at sign-in, removed again', async ({ page }) => {
  const user = await createConfirmedUser('totp')
  await signInByApi(page, user.email, user.password)
  await page.goto('/settings')
  let secret = ''

  await test.step('set up an authenticator app in Settings', async () => {
    const section = await twoStepSection(page)
    await expect(section.getByText('Off.', { exact: true })).toBeVisible()
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' })
    await dialog.getByLabel('Name for this app').fill('My phone')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByRole('img', { name: 'QR code for adding ELSY to an authenticator app' })).toBeVisible()
    secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoSeriousViolations(page, 'the set-up dialog')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-results/two-factor-enrol-390.png', animations: 'disabled' })
    await page.setViewportSize({ width: 1280, height: 800 })

    await dialog.getByLabel('Code from your authenticator app').fill(wrongCode(secret))
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await expect(dialog.getByText('That code is not right.')).toBeVisible()

    await dialog.getByLabel('Code from your authenticator app').fill(totpNow(secret))
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await expectToast(page, 'Two-step sign-in is on', 'From now on, signing in asks for a code from your app.')
    await expect(dialog).toBeHidden()
    await expect(section.getByRole('list', { name: 'Authenticator apps' }).getByText('My phone')).toBeVisible()
    await expect(section.getByText('On.', { exact: true })).toBeVisible()
  })

  await test.step('Settings at 390 px: axe and a screenshot', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    await expectNoSeriousViolations(page, 'settings with two-step sign-in on')
    await page.screenshot({ path: 'test-results/two-factor-settings-390.png', fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('sign out; the password alone now leads to the code step, and Cancel signs out', async () => {
    await logout(page)
    const dialog = await openLoginDialog(page)
    await submitLogin(dialog, user.email, user.password)
    await expect(page).toHaveURL(/\/two-step/)
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel and sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/member')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  await test.step('a password-only session is sent to the code step from any page; the generated code lets it in', async () => {
    await submitLogin(page.getByRole('main'), user.username, user.password)
    await expect(page).toHaveURL(/\/two-step/)
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/two-step\?redirect=.*settings/)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSeriousViolations(page, 'the code step')
    await page.screenshot({ path: 'test-results/two-factor-step-390.png', fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.getByLabel('Code from your authenticator app').fill(wrongCode(secret))
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByText('That code is not right.')).toBeVisible()
    // The set-up used the code of this 30-s step, and a code works once.
    await page.getByLabel('Code from your authenticator app').fill(await unusedTotpCode(secret))
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectToast(page, 'Login successful', 'Welcome back!')
    await expect(page).toHaveURL(/\/settings$/)
  })

  await test.step('remove the app; the next sign-in needs the password only', async () => {
    const section = await twoStepSection(page)
    await section.getByRole('button', { name: 'Remove My phone' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove My phone?' })
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expectToast(page, 'Authenticator app removed', 'My phone no longer gives codes for ELSY.')
    await expect(section.getByText('Off.', { exact: true })).toBeVisible()

    await logout(page)
    await submitLogin(await openLoginDialog(page), user.email, user.password)
    await expectToast(page, 'Login successful', 'Welcome back!')
    await expect(page).toHaveURL(/\/member$/)
    await expect(loginDialog(page)).toBeHidden()
  })
})

test('a super admin sets up an authenticator app before the admin pages, then goes on to them', async ({ page }) => {
  const admin = await createConfirmedUser('sa')
  await sql("update public.profiles set role = 'super_admin' where id = $1", [admin.id])
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/players')
  await expectToast(page, 'Two-step sign-in required', 'Super admins use two-step sign-in. Set up an authenticator app to continue.')
  await expect(page).toHaveURL(/\/settings\?.*twoStep=required/)
  await expect(page.getByRole('status').filter({ hasText: 'Super admins use two-step sign-in.' })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSeriousViolations(page, 'settings asking a super admin for two-step sign-in')
  await page.screenshot({ path: 'test-results/two-factor-admin-required-390.png', animations: 'disabled' })
  await page.setViewportSize({ width: 1280, height: 800 })

  const section = await twoStepSection(page)
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' })
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? ''
  await dialog.getByLabel('Code from your authenticator app').fill(totpNow(secret))
  await dialog.getByRole('button', { name: 'Turn on' }).click()
  await expectToast(page, 'Two-step sign-in is on', 'From now on, signing in asks for a code from your app.')
  await expect(page).toHaveURL(/\/admin\/players$/)
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Players 1–\d+ of [\d,]+$/)).toBeVisible()
})

test('the demo super admin signs in with the password, then the code from the seeded authenticator app', async ({ page }) => {
  await page.goto('/')
  await submitLogin(await openLoginDialog(page), DEMO.admin.email, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/two-step/)
  await page.getByLabel('Code from your authenticator app').fill(await unusedTotpCode(DEMO_ADMIN_AUTHENTICATOR_SECRET))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expectToast(page, 'Login successful', 'Welcome back!')
  // A super admin lands on Administration (their desk), not on the player's pages.
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByText('Total Clubs')).toBeVisible()
})

test.afterAll(async () => {
  await closeSql()
})

import { expect, test } from '@playwright/test'
import { expectLabelsInNames, expectNoSeriousViolations } from './support/axe-check'
import { openJoinDialog, openLoginDialog, topBar } from './support/auth'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

// Animations (counters, marquee, dialog fade-in) must settle before colour contrast is measured.
test.use({ reducedMotion: 'reduce' })

test('home page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Join Us' })).toBeVisible()
  await expectNoSeriousViolations(page, '/')
  await expectLabelsInNames(page, '/', 'body')
})

test('explore page', async ({ page }) => {
  await page.goto('/explore')
  await expect(page.getByRole('main')).toBeVisible()
  await expectNoSeriousViolations(page, '/explore')
  await expectLabelsInNames(page, '/explore', 'body')
})

test('login page', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('main').getByLabel('Email or Username')).toBeVisible()
  await expectNoSeriousViolations(page, '/login')
})

test('join dialog, also with its validation messages', async ({ page }) => {
  await openJoinDialog(page)
  await expectNoSeriousViolations(page, 'the Join dialog', '[role="dialog"]')
  await page.getByRole('dialog', { name: 'Join' }).getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible()
  await expectNoSeriousViolations(page, 'the Join dialog with errors', '[role="dialog"]')
})

test('login dialog, also with its error box', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await expectNoSeriousViolations(page, 'the login dialog', '[role="dialog"]')
  await dialog.getByLabel('Email or Username').fill(DEMO.member.email)
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#Password1')
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expectNoSeriousViolations(page, 'the login dialog with an error', '[role="dialog"]')
})

test('member dashboard and settings', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  await expect(topBar(page)).toContainText(`${DEMO.member.firstName} ${DEMO.member.lastName}`)
  await expectNoSeriousViolations(page, '/member')
  // The top bar too, once its deferred parts (search, bell, account menu) are there.
  await expect(topBar(page).getByRole('button', { name: /^Account menu for / })).toBeVisible()
  await expectLabelsInNames(page, '/member', 'body')
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
  await expectNoSeriousViolations(page, '/settings')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible()
  await expectNoSeriousViolations(page, 'the change-password dialog', '[role="dialog"]')
})

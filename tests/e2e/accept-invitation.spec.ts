import { expect, test } from '@playwright/test'
import { loginViaDialog, logout, topBar } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { sql } from './support/db'
import { e2eEnv } from './support/env'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { expectToast } from './support/toast'
import { uniqueUser } from './support/users'

/** Invites `email` the way the appoint-club-owner function does: the auth admin API, back to /accept-invitation. */
async function invite(email: string, data: Record<string, unknown>): Promise<string> {
  const { url, serviceKey } = e2eEnv()
  const before = await mailCount(email)
  const response = await fetch(`${url}/auth/v1/invite?redirect_to=${encodeURIComponent(`${url}/accept-invitation`)}`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, data }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const mail = await waitForMail(email, before)
  expect(mail.subject).toBe('You have been invited to ELSY')
  return linkIn(mail, '/auth/v1/verify')
}

test('an invited person opens the link, chooses a password and gives their name, lands signed in, and signs in again with it', async ({ page }) => {
  const person = uniqueUser('invited')
  // As appoint-club-owner invites: an address, no name.
  const link = await invite(person.email, { username: person.username })

  await test.step('the link opens the page with the form, and the tokens leave the address bar', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(link)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/accept-invitation')
    expect(page.url()).not.toContain('access_token')
    await expect(main.getByLabel('New password', { exact: true })).toBeFocused()
    await expectNoSeriousViolations(page, 'accept-invitation')
    await page.screenshot({ path: 'test-results/accept-invitation-390.png', fullPage: true })
    // The rest of the journey uses the desktop sidebar's Logout.
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('the sign-up password rules apply', async () => {
    const main = page.getByRole('main')
    await main.getByLabel('New password', { exact: true }).fill('short')
    await main.getByLabel('Confirm new password').fill('short')
    await main.getByRole('button', { name: 'Save password and continue' }).click()
    await expect(main.getByText('Password must be at least 8 characters')).toBeVisible()
    await main.getByLabel('New password', { exact: true }).fill('Invited#Pass2026')
    await main.getByLabel('Confirm new password').fill('Invited#Pass2027')
    await main.getByRole('button', { name: 'Save password and continue' }).click()
    await expect(main.getByText('Passwords do not match')).toBeVisible()
  })

  await test.step('saving the password leads to the member area, signed in', async () => {
    const main = page.getByRole('main')
    await main.getByLabel('Confirm new password').fill('Invited#Pass2026')
    await main.getByRole('button', { name: 'Save password and continue' }).click()
    await expectToast(page, 'Welcome to ELSY', 'Your password is saved. Use it with your e-mail to sign in.')
  })

  await test.step('their name is asked next, with the sign-up rules, and saved to their profile', async () => {
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Your name' })).toBeVisible()
    await main.getByRole('button', { name: 'Save name and continue' }).click()
    await expect(main.getByText('First name must be at least 2 characters')).toBeVisible()
    await expect(main.getByText('Last name must be at least 2 characters')).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSeriousViolations(page, 'accept-invitation, the name')
    await page.screenshot({ path: test.info().outputPath('accept-invitation-name-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await main.getByLabel('First name').fill(` ${person.firstName} `)
    await main.getByLabel('Last name').fill(person.lastName)
    await main.getByRole('button', { name: 'Save name and continue' }).click()
    await expect(page).toHaveURL(/\/member$/)
    await expect(topBar(page)).toContainText(person.firstName)
    await expect
      .poll(async () => (await sql<{ first_name: string; last_name: string }>('select p.first_name, p.last_name from public.profiles p join auth.users u on u.id = p.id where u.email = $1', [person.email]))[0])
      .toEqual({ first_name: person.firstName, last_name: person.lastName })
  })

  await test.step('sign out, then sign in with the new password', async () => {
    await logout(page)
    await loginViaDialog(page, person.email, 'Invited#Pass2026')
  })

  await test.step('the used link, and the page without a link, say what to do', async () => {
    await logout(page)
    await page.goto(link)
    const main = page.getByRole('main')
    await expect(main.getByText('This invitation link has expired or has already been used.')).toBeVisible()
    expect(page.url()).not.toContain('error')
    await page.goto('/accept-invitation')
    await expect(main.getByText('This page opens from the link in your invitation e-mail.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })
})

test('an expired invitation link says so and offers a way forward', async ({ page }) => {
  const person = uniqueUser('expiredinv')
  const link = await invite(person.email, {})
  // An hour and a minute later: past the link's lifetime.
  await sql(`update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`, [person.email])
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link)
  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText('This invitation link has expired or has already been used.')
  await expect(main.getByRole('alert')).toContainText('Ask the person who invited you to send a new invitation.')
  await expect(main.getByRole('heading', { name: 'Choose your password' })).toHaveCount(0)
  await expectNoSeriousViolations(page, 'accept-invitation (expired)')
  await page.screenshot({ path: 'test-results/accept-invitation-expired-390.png', fullPage: true })
  await main.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login/)
})

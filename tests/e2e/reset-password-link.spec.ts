import { expect, test, type Page } from '@playwright/test'
import { openLoginDialog } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { createConfirmedUser } from './support/users'

test.afterAll(closeSql)
const SHOTS = process.env.ELSY_SHOTS_DIR
const EXPIRED = 'This password reset link has expired or has already been used.'

/**
 * The page says why the link failed and offers the forgot-password form right there; with `send`, a new link is
 * mailed (once per test: the auth service lets an address ask again only after a moment).
 */
async function expectNewLinkOffered(page: Page, email: string, send = false) {
  const main = page.getByRole('main')
  await expect(main.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible()
  // The error leaves the address bar.
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.search === '' && url.hash === '')
  await expect(main.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  if (!send) return
  const before = await mailCount(email)
  await main.getByLabel('Email').fill(email)
  await main.getByRole('button', { name: 'Send reset link' }).click()
  await expect(main.getByText('Please check your inbox.')).toBeVisible()
  const mail = await waitForMail(email, before)
  expect(mail.subject).toContain('Reset')
}

test('an expired password reset link says so and offers a new one (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const user = await createConfirmedUser('resetexp')

  await test.step('a real recovery link, over an hour old', async () => {
    const before = await mailCount(user.email)
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const forgot = page.getByRole('dialog', { name: 'Reset your password' })
    await forgot.getByLabel('Email').fill(user.email)
    await forgot.getByRole('button', { name: 'Send reset link' }).click()
    await expect(forgot.getByText('Please check your inbox.')).toBeVisible()
    const link = linkIn(await waitForMail(user.email, before), '/verify')
    await sql(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [user.email])
    await page.goto(link)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(EXPIRED)
    await expectNoSeriousViolations(page, '/reset-password with an expired link')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reset-password-expired-390.png` })
    await expectNewLinkOffered(page, user.email, true)
  })

  const error = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'
  await test.step('the error in the query', async () => {
    await page.goto(`/reset-password?${error}`)
    await expectNewLinkOffered(page, user.email)
  })
  await test.step('the error in the fragment', async () => {
    // From another document: a fragment change on the same page would not open the app afresh.
    await page.goto('about:blank')
    await page.goto(`/reset-password#${error}`)
    await expectNewLinkOffered(page, user.email)
  })
})

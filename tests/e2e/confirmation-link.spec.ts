import { expect, test, type Browser, type Page } from '@playwright/test'
import { openJoinDialog, submitLogin } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { sql } from './support/db'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { expectToast } from './support/toast'
import { uniqueUser, type TestUser } from './support/users'

// The sign-up confirmation link, on a phone: it must do something visible and leave no secret behind.
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

const EXPIRED = 'This confirmation link has expired or has already been used.'
const SECRETS = ['code=', 'access_token', 'refresh_token', 'error']

/** Joins through the Join dialog and returns the link of the confirmation mail it sent. */
async function joinThroughUi(page: Page, user: TestUser): Promise<string> {
  const dialog = await openJoinDialog(page)
  await dialog.getByLabel('First name').fill(user.firstName)
  await dialog.getByLabel('Last name').fill(user.lastName)
  await dialog.getByLabel('Email', { exact: true }).fill(user.email)
  await dialog.getByLabel('Username').fill(user.username)
  await dialog.getByLabel('Password', { exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: 'Register' }).click()
  const success = page
    .getByRole('alertdialog', { name: 'Account Created Successfully' })
    .or(page.getByRole('dialog', { name: 'Account Created Successfully' }))
  await expect(success).toBeVisible()
  await success.getByRole('button', { name: 'Close' }).click()
  await expect(success).toBeHidden()
  return linkIn(await waitForMail(user.email), '/auth/v1/verify')
}

function expectNoSecretIn(url: string, where: string): void {
  for (const secret of SECRETS) expect(url, `${where}: ${url}`).not.toContain(secret)
}

/** Another device: a browser with nothing of this player's in its storage. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  return context.newPage()
}

const isConfirmed = async (email: string) =>
  (await sql<{ confirmed: boolean }>('select email_confirmed_at is not null as confirmed from auth.users where email = $1', [email]))[0]
    ?.confirmed

test('a new player joins, opens the link and lands signed in; the spent link says so and offers a new one', async ({ page, browser }) => {
  const player = uniqueUser('confirm')
  const link = await test.step('join through the UI', () => joinThroughUi(page, player))

  await test.step('the link signs the player in, and no token stays in the address bar or the history', async () => {
    const entriesBefore = await page.evaluate(() => history.length)
    await page.goto(link)
    await expectToast(page, 'E-mail confirmed', 'Welcome to ELSY!')
    await expect(page).toHaveURL(/\/member$/)
    expectNoSecretIn(page.url(), 'the landing address')
    expect(await isConfirmed(player.email)).toBe(true)
    await page.screenshot({ path: test.info().outputPath('confirmation-signed-in-390.png'), fullPage: true })
    // The landing replaced its own entry: one new entry, and the one before it is the page the player left.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1)
    await page.goBack()
    expectNoSecretIn(page.url(), 'the entry before')
    await page.goForward()
    await expect(page).toHaveURL(/\/member$/)
    expectNoSecretIn(page.url(), 'forward again')
  })

  await test.step('the same link again says it is spent, in the product’s words, with the resend action', async () => {
    const again = await otherDevice(browser)
    await again.goto(link)
    const main = again.getByRole('main')
    const alert = main.getByRole('alert')
    await expect(alert).toContainText(EXPIRED)
    await expect(alert.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible()
    await expect(main.getByLabel('Email or Username')).toBeVisible()
    expect(new URL(again.url()).pathname).toBe('/login')
    expectNoSecretIn(again.url(), 'the spent link’s landing')
    await expectNoSeriousViolations(again, 'login, spent confirmation link')
    await again.screenshot({ path: test.info().outputPath('confirmation-spent-390.png'), fullPage: true })
    await again.context().close()
  })
})

test('on another device the link confirms and asks to log in', async ({ page, browser }) => {
  const player = uniqueUser('confdev')
  const link = await joinThroughUi(page, player)

  const phone = await otherDevice(browser)
  await phone.goto(link)
  const main = phone.getByRole('main')
  const notice = main.getByRole('status').filter({ hasText: 'E-mail confirmed' })
  await expect(notice).toContainText('Your e-mail address is confirmed. Log in to start playing.')
  expect(new URL(phone.url()).pathname).toBe('/login')
  expectNoSecretIn(phone.url(), 'the landing address')
  expect(await isConfirmed(player.email)).toBe(true)
  await expectNoSeriousViolations(phone, 'login, e-mail confirmed')
  await phone.screenshot({ path: test.info().outputPath('confirmation-other-device-390.png'), fullPage: true })

  // The link confirmed the address without opening a session here, so this is the player's first sign-in.
  await submitLogin(main, player.username, player.password)
  await expectToast(phone, 'Login successful', 'Welcome to ELSY!')
  await expect(phone).toHaveURL(/\/member$/)
  await phone.context().close()
})

test('an expired link gets a new one from its own page, and the new link signs the player in', async ({ page }) => {
  const player = uniqueUser('confexp')
  const link = await joinThroughUi(page, player)
  // Links live an hour: this one was sent two hours ago.
  await sql(`update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`, [player.email])

  await page.goto(link)
  const main = page.getByRole('main')
  const alert = main.getByRole('alert')
  await expect(alert).toContainText(EXPIRED)
  // The message says what to do whether or not the address is confirmed: no "Email not confirmed?" beside it.
  await expect(alert).not.toContainText('Email not confirmed?')
  expectNoSecretIn(page.url(), 'the expired link’s landing')
  expect(await isConfirmed(player.email)).toBe(false)

  const before = await mailCount(player.email)
  await main.getByLabel('Email or Username').fill(player.email)
  await alert.getByRole('button', { name: 'Resend confirmation email' }).click()
  await expectToast(page, 'Confirmation email sent', 'Please check your inbox for the confirmation link.')
  // Sent: the refusal is no longer the news.
  await expect(alert).toHaveCount(0)
  const fresh = linkIn(await waitForMail(player.email, before), '/auth/v1/verify')

  await page.goto(fresh)
  await expectToast(page, 'E-mail confirmed', 'Welcome to ELSY!')
  await expect(page).toHaveURL(/\/member$/)
  expectNoSecretIn(page.url(), 'the new link’s landing')
  expect(await isConfirmed(player.email)).toBe(true)
})

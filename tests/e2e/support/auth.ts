import { expect, type Locator, type Page } from '@playwright/test'
import { expectToast } from './toast'

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Play with ELSY' })
}

export function joinDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Join' })
}

/** The anonymous header's links; at narrow widths they sit behind the menu button. */
async function headerButton(page: Page, name: 'Login' | 'Join Us'): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Open menu' })
  const button = page.getByRole('banner').getByRole('button', { name, exact: true })
  // The header shows its links only after the first auth check; wait for either form of it.
  await expect(menu.or(button).first()).toBeVisible()
  if (await menu.isVisible()) await menu.click()
  await expect(button).toBeVisible()
  return button
}

/** Opens "/" and the login dialog from the public header. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.goto('/')
  await (await headerButton(page, 'Login')).click()
  const dialog = loginDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens "/" and the registration dialog from the public header's "Join Us". */
export async function openJoinDialog(page: Page): Promise<Locator> {
  await page.goto('/')
  await (await headerButton(page, 'Join Us')).click()
  const dialog = joinDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Fills the login form inside `scope` (the dialog or the /login page) and submits it. */
export async function submitLogin(scope: Locator, identifier: string, password: string): Promise<void> {
  await scope.getByLabel('Email or Username').fill(identifier)
  await scope.getByLabel('Password', { exact: true }).fill(password)
  await scope.getByRole('button', { name: 'Login', exact: true }).click()
}

/** The login toast's words: "Welcome back!" (docs/product.md §4.2) once the account has signed in before, else a first welcome. */
export const WELCOME_BACK = 'Welcome back!'
export const WELCOME_FIRST = 'Welcome to ELSY!'

/**
 * Signs in through the header's login dialog and waits for the success toast and /member. `first`: the
 * account has never signed in (made by the admin API and not signed in since), so it is welcomed, not back.
 */
export async function loginViaDialog(page: Page, identifier: string, password: string, opts: { first?: boolean } = {}): Promise<void> {
  const dialog = await openLoginDialog(page)
  await submitLogin(dialog, identifier, password)
  await expectToast(page, 'Login successful', opts.first ? WELCOME_FIRST : WELCOME_BACK)
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/member$/)
}

/** The signed-in layouts' top bar (the first banner inside the dashboard shell). */
export function topBar(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('search') })
}

/** Logs out with the sidebar's Logout and checks the landing page (/) of docs/product.md §4.3. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

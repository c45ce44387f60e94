import { expect, test, type Page } from '@playwright/test'
import { loginDialog, logout, submitLogin, topBar } from './support/auth'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { signInAsDemoAdmin } from './support/two-step'
import { DEMO, DEMO_PASSWORD } from './support/users'

const AREAS = ['/admin-dashboard', '/country-owner-dashboard', '/club-owner-dashboard', '/admin', '/country-owner', '/club-owner'] as const
type Area = (typeof AREAS)[number]

// docs/product.md §6: who may open which area (the /admin, /country-owner, /club-owner layouts follow their dashboards).
const ALLOWED: Record<keyof typeof DEMO, readonly Area[]> = {
  admin: AREAS,
  country: ['/country-owner-dashboard', '/club-owner-dashboard', '/country-owner', '/club-owner'],
  club: ['/club-owner-dashboard', '/club-owner'],
  member: [],
}

const pathOf = (page: Page) => new URL(page.url()).pathname

test('signed out, a member page asks for login and returns there after it', async ({ page }) => {
  await page.goto('/settings')
  await expectToast(page, 'Authentication required', 'Please login to access this page')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings')

  // The /login page holds the login form; signing in goes back to the page that was asked for.
  await submitLogin(page.getByRole('main'), DEMO.member.username, DEMO_PASSWORD)
  await expectToast(page, 'Login successful', 'Welcome back!')
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
})

test('signed out, /member redirects to /login with the redirect', async ({ page }) => {
  await page.goto('/member')
  await expectToast(page, 'Authentication required', 'Please login to access this page')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/)
})

test('logging in with the e-mail from the header dialog opens /member with the name', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click()
  await submitLogin(loginDialog(page), DEMO.member.email, DEMO_PASSWORD)
  await expectToast(page, 'Login successful', 'Welcome back!')
  await expect(loginDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/member$/)
  await expect(topBar(page)).toContainText(`${DEMO.member.firstName} ${DEMO.member.lastName}`)
  await logout(page)
  // Signed out for real: the member area asks for login again.
  await page.goto('/member')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

for (const [account, demo] of Object.entries(DEMO) as [keyof typeof DEMO, (typeof DEMO)[keyof typeof DEMO]][]) {
  test(`${demo.role} (${demo.email}) opens exactly the areas spec §6 allows`, async ({ page }) => {
    // The super admin signs in with two steps (the seeded authenticator app's code); the others with the password.
    if (account === 'admin') await signInAsDemoAdmin(page)
    else await signInByApi(page, demo.email, DEMO_PASSWORD)
    const wrong: string[] = []
    for (const area of AREAS) {
      await page.goto(area)
      if (ALLOWED[account].includes(area)) {
        // Allowed: the layout stays on the page (its sidebar and top bar with the user's name show).
        await expect(topBar(page)).toContainText(`${demo.firstName} ${demo.lastName}`)
        if (pathOf(page) !== area) wrong.push(`${area}: expected to stay, landed on ${pathOf(page)}`)
      } else {
        await expect(page).toHaveURL(/\/$/)
        await expectToast(page, 'Access denied', "You don't have permission to access this page")
      }
    }
    expect(wrong).toEqual([])
    // Every role may open the member area.
    await page.goto('/member')
    await expect(page).toHaveURL(/\/member$/)
    await expect(topBar(page)).toContainText(`${demo.firstName} ${demo.lastName}`)
  })
}

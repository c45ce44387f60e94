import { expect, test, type Page } from '@playwright/test'
import { openJoinDialog, openLoginDialog, topBar } from './support/auth'
import { signInByApi } from './support/session'
import { signInAsDemoAdmin } from './support/two-step'
import { DEMO, DEMO_PASSWORD } from './support/users'

// Screenshots of every main screen at a phone and a desktop width, for a person to look at
// (tests/e2e/screenshots/ is gitignored). Each test also checks the screen really rendered.
const DIR = 'tests/e2e/screenshots'
// 820 px is the desk tablet: only the screens that declare it are taken there.
const WIDTHS = [390, 820, 1280] as const

type Account = keyof typeof DEMO
interface Screen {
  name: string
  as?: Account
  open: (page: Page) => Promise<void>
  /** Dialogs: the viewport as the user sees it; pages: the whole page. */
  fullPage: boolean
  /** Only at these widths (default: the phone and the desktop). */
  widths?: readonly number[]
}

const signedInPage = (path: string) => async (page: Page) => {
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(topBar(page)).toBeVisible()
  await expect(page.getByRole('main')).not.toBeEmpty()
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    fullPage: true,
    open: async (page) => {
      await page.goto('/')
      await expect(page.getByText('Join the Padel Revolution').first()).toBeVisible()
    },
  },
  {
    name: 'explore',
    fullPage: true,
    open: async (page) => {
      await page.goto('/explore')
      await expect(page.getByRole('main')).not.toBeEmpty()
    },
  },
  { name: 'join-dialog', fullPage: false, open: async (page) => void (await openJoinDialog(page)) },
  { name: 'login-dialog', fullPage: false, open: async (page) => void (await openLoginDialog(page)) },
  { name: 'member', as: 'member', fullPage: true, open: signedInPage('/member') },
  {
    name: 'member-navigation',
    as: 'member',
    fullPage: false,
    widths: [390],
    open: async (page) => {
      await signedInPage('/member')(page)
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await expect(page.getByRole('navigation', { name: 'ELSY MEMBER' })).toBeInViewport()
    },
  },
  { name: 'player-statistics', as: 'member', fullPage: true, open: signedInPage('/player-statistics') },
  { name: 'rankings', as: 'member', fullPage: false, open: signedInPage('/rankings') },
  { name: 'tournaments', as: 'member', fullPage: true, open: signedInPage('/tournaments') },
  {
    // A knockout bracket is wider than a phone: it scrolls inside its own box, never the page.
    name: 'tournament-bracket',
    as: 'member',
    fullPage: true,
    open: async (page) => {
      await signedInPage('/tournaments')(page)
      await page.getByRole('link', { name: 'Madrid Autumn Open' }).click()
      await expect(page.getByRole('region', { name: /Bracket/ }).getByRole('region', { name: 'Final', exact: true })).toBeVisible()
    },
  },
  { name: 'player-balance', as: 'member', fullPage: true, open: signedInPage('/player-balance') },
  {
    name: 'notifications',
    as: 'member',
    fullPage: false,
    open: async (page) => {
      await signedInPage('/member')(page)
      await page.getByRole('button', { name: /^Notifications/ }).click()
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
    },
  },
  { name: 'profile', as: 'member', fullPage: true, open: signedInPage('/profile') },
  { name: 'settings', as: 'member', fullPage: true, open: signedInPage('/settings') },
  { name: 'admin-dashboard', as: 'admin', fullPage: true, open: signedInPage('/admin-dashboard') },
  { name: 'club-owner-dashboard', as: 'club', fullPage: true, open: signedInPage('/club-owner-dashboard'), widths: [390, 820, 1280] },
  { name: 'club-owner-members', as: 'club', fullPage: false, open: signedInPage('/club-owner/members'), widths: [390, 820, 1280] },
  { name: 'club-owner-finance', as: 'club', fullPage: true, open: signedInPage('/club-owner/finance') },
  { name: 'club-owner-tournaments', as: 'club', fullPage: true, open: signedInPage('/club-owner/tournaments') },
  { name: 'country-owner-dashboard', as: 'country', fullPage: true, open: signedInPage('/country-owner-dashboard') },
]

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 }, reducedMotion: 'reduce' })

    for (const screen of SCREENS.filter((s) => (s.widths ?? [390, 1280]).includes(width))) {
      test(screen.name, async ({ page }) => {
        // The super admin signs in with two steps (the seeded authenticator app's code).
        if (screen.as === 'admin') await signInAsDemoAdmin(page)
        else if (screen.as) await signInByApi(page, DEMO[screen.as].email, DEMO_PASSWORD)
        await screen.open(page)
        // Let fonts, images and the toaster settle so the picture shows the resting state.
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(400)
        await page.screenshot({ path: `${DIR}/${screen.name}-${width}.png`, fullPage: screen.fullPage })
        // Nothing may stick out sideways: a horizontal scrollbar at this width is a layout bug.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `horizontal overflow on ${screen.name} at ${width}px`).toBeLessThanOrEqual(0)
      })
    }
  })
}

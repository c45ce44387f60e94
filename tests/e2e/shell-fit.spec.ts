import { expect, test, type Page } from '@playwright/test'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR
test.use({ reducedMotion: 'reduce' })

// On a long page the member sidebar stays the full height of the window all the way down (1280 px).
// The window's heights make each page longer than the window (the rankings table scrolls inside from 800 px up).
for (const [path, height] of [['/rankings', 600], ['/player-balance/statement', 800], ['/member', 700]] as const) {
  test(`the member sidebar reaches the bottom of the window at the end of ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height })
    await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
    await page.goto(path)
    const sidebar = page.getByRole('navigation', { name: 'ELSY MEMBER' })
    await expect(sidebar).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The page's rows come from this device's database after the network is quiet: wait until they make it long.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { message: `${path} is longer than the window` })
      .toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(200)
    const { top, bottom, viewport, scrolled } = await sidebar.evaluate((nav) => {
      const box = nav.getBoundingClientRect()
      return { top: box.top, bottom: box.bottom, viewport: window.innerHeight, scrolled: window.scrollY }
    })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sidebar-end${path.replace(/\//g, '-')}-1280.png` })
    expect(scrolled, `${path} is longer than the window`).toBeGreaterThan(0)
    expect(top).toBeLessThanOrEqual(0.5)
    expect(bottom).toBeGreaterThanOrEqual(viewport - 0.5)
  })
}

/** How much of the search box's placeholder is hidden: its text width minus the room the input gives text. */
async function placeholderOverflow(page: Page): Promise<number> {
  const input = page.getByRole('search').getByRole('combobox')
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const text = context.measureText(el.placeholder).width
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return Math.ceil(text - room)
  })
}

// On a phone the top bar's search box shows its whole placeholder, not "Search." cut short.
test('at 390 px the top-bar search box reads in full', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/member')
  const input = page.getByRole('search').getByRole('combobox')
  await expect(input).toBeVisible()
  await expect(page.getByTestId('topbar-name')).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/topbar-search-390.png`, clip: { x: 0, y: 0, width: 390, height: 120 } })
  expect(await placeholderOverflow(page)).toBeLessThanOrEqual(0)
})

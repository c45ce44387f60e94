import { expect, test, type Page } from '@playwright/test'
import { signInByApi } from './support/session'
import { signInAsDemoAdmin } from './support/two-step'
import { DEMO, DEMO_PASSWORD } from './support/users'

// Every page, at a phone's, the desk tablet's and a desktop's width, in English, Spanish and German (the longest
// words): nothing wider than the screen, and no control or heading whose text spills out of its own box. The page
// scrolls down, never sideways; a wide table or grid scrolls inside its own box.

type Who = 'visitor' | 'member' | 'club' | 'country' | 'admin'

const PAGES: Record<Who, string[]> = {
  visitor: ['/', '/explore', '/booking', '/matches', '/login'],
  member: ['/member', '/booking', '/matches', '/player-statistics', '/rankings', '/tournaments', '/player-balance', '/settings'],
  club: ['/club-owner', '/club-owner/bookings', '/club-owner/members', '/club-owner/tournaments', '/club-owner/reports', '/club-owner/finance', '/club-owner/settings', '/club-owner/audit-log'],
  country: ['/country-owner', '/country-owner/clubs', '/country-owner/reports', '/country-owner/settings'],
  admin: ['/admin', '/admin/players', '/admin/clubs', '/admin/reports', '/admin/audit-log'],
}

const WIDTHS = [390, 820, 1280] as const

/** What sticks out: the page's sideways scroll, and the text of controls, headings and cells wider than their box. */
async function misfits(page: Page): Promise<{ sideways: number; spilled: string[] }> {
  return page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth
    const spilled = [...document.querySelectorAll('button, a, h1, h2, h3, label, th, td, [role="tab"], [role="radio"], input, select')]
      .filter((el) => {
        if (!(el instanceof HTMLElement) || el.offsetParent === null || el.clientWidth <= 2) return false
        const style = getComputedStyle(el)
        // A box that scrolls or ends its text with an ellipsis shows that it holds more; an input scrolls its text.
        if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') return false
        if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
          // A field cut by its container: its right edge beyond the viewport.
          return el.getBoundingClientRect().right > document.documentElement.clientWidth + 1
        }
        return el.scrollWidth > el.clientWidth + 1
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || (el as HTMLInputElement).value || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`)
    return { sideways, spilled }
  })
}

for (const locale of ['en-GB', 'es-ES', 'de-DE'] as const) {
  for (const who of Object.keys(PAGES) as Who[]) {
    test(`${locale}, ${who}: every page fits at 390, 820 and 1280 px`, async ({ browser }) => {
      test.setTimeout(180_000)
      const context = await browser.newContext({ locale, reducedMotion: 'reduce', baseURL: test.info().project.use.baseURL })
      const page = await context.newPage()
      if (who === 'admin') await signInAsDemoAdmin(page)
      else if (who !== 'visitor') await signInByApi(page, DEMO[who].email, DEMO_PASSWORD)
      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : width === 820 ? 1180 : 800 })
        for (const path of PAGES[who]) {
          await page.goto(path)
          await expect(page.getByRole('main')).not.toBeEmpty()
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
          await page.evaluate(() => document.fonts.ready)
          const { sideways, spilled } = await misfits(page)
          if (sideways > 0) found.push(`${path} at ${width}px scrolls sideways by ${sideways}px`)
          for (const what of spilled) found.push(`${path} at ${width}px: ${what} spills out of its box`)
        }
      }
      await context.close()
      expect(found).toEqual([])
    })
  }
}

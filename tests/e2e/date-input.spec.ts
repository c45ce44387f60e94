import { expect, test } from '@playwright/test'
import { format } from 'date-fns'
import { expectNoSeriousViolations } from './support/axe-check'
import { fundMember } from './support/booking'
import { closeSql } from './support/db'
import { chooseDate, shownDate } from './support/date-field'
import { waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

/** The device's date `days` from today, as the statement form counts its days. */
const localDate = (days: number) => format(new Date(Date.now() + days * 86_400_000), 'yyyy-MM-dd')

test('a date field on a phone: the app\'s own date format, typed or picked with the keyboard, max kept', async ({ page }, testInfo) => {
  const user = await createConfirmedUser('datefield')
  await fundMember(user.id, 30)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, user.email, user.password)
  await page.goto('/player-balance')
  await waitForSynced(page)
  await page.getByRole('button', { name: 'Request Statement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Statement' })
  await dialog.getByLabel('Period').selectOption({ label: 'Custom dates' })
  const from = dialog.getByLabel('From', { exact: true })

  await test.step('a typed date is shown as everywhere else in the app', async () => {
    await chooseDate(from, localDate(-10))
    // Not the browser's "11/14/2026": the words the booking lists use.
    await expect(from).toHaveValue(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/)
  })

  await test.step('the calendar, by keyboard alone: open, move a day back, take it', async () => {
    await from.focus()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Open the calendar for “From”' })).toBeFocused()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('application')
    await expect(calendar).toBeVisible()
    await expect(calendar.locator(`[role=button][data-value="${localDate(-10)}"]`)).toBeFocused()
    await expectNoSeriousViolations(page, 'the open calendar at 390 px')
    await page.screenshot({ path: testInfo.outputPath('date-input-open-390.png'), animations: 'disabled' })
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Enter')
    await expect(calendar).toBeHidden()
    await expect(from).toHaveValue(shownDate(localDate(-11)))
  })

  await test.step('days after the latest allowed (today) cannot be chosen, and a typed one is brought back', async () => {
    await chooseDate(from, localDate(0))
    await dialog.getByRole('button', { name: 'Open the calendar for “From”' }).click()
    const calendar = page.getByRole('application')
    const tomorrow = calendar.locator(`[role=button][data-value="${localDate(1)}"]`)
    // Tomorrow may be in the next month, which the calendar does not show yet.
    if ((await tomorrow.count()) > 0) await expect(tomorrow).toHaveAttribute('aria-disabled', 'true')
    await expect(calendar.locator(`[role=button][data-value="${localDate(0)}"]`)).not.toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await chooseDate(from, localDate(5), localDate(0))
  })

  await page.setViewportSize({ width: 1280, height: 800 })
  await dialog.getByRole('button', { name: 'Open the calendar for “From”' }).click()
  await expect(page.getByRole('application')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('date-input-open-1280.png'), animations: 'disabled' })
})

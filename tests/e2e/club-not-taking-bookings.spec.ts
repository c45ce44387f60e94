import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { DEMO, DEMO_PASSWORD } from './support/users'

// A deactivated club (the super admin's Clubs page) takes no new booking; members still see it, marked, and the
// bookings they made there.

test.afterAll(closeSql)

test('a member sees a deactivated club marked, is offered no booking there, and keeps the bookings made', async ({ page }, testInfo) => {
  await sql('update public.clubs set active = false, deactivated_at = now() where id = $1', [MADRID_CLUB_ID])
  try {
    await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
    await page.goto(`/booking?club=${MADRID_CLUB_ID}`)
    const form = page.getByRole('form', { name: 'Book a court' })
    await expect(form.getByRole('status').filter({ hasText: 'ELSY Madrid is not taking bookings.' })).toBeVisible()
    // No grid, so no cell to tap and no sheet with a Book button.
    const grid = form.getByRole('region', { name: 'Courts and time slots' })
    await expect(grid).toHaveCount(0)

    // The top bar's search marks it too, and its courts.
    await page.getByRole('search').getByRole('combobox', { name: /Search/ }).fill('Madrid')
    await expect(page.getByRole('group', { name: 'Clubs' }).getByRole('option', { name: /ELSY Madrid/ })).toContainText('Not taking bookings')
    await expect(page.getByRole('group', { name: 'Courts' }).getByRole('option').first()).toContainText('Not taking bookings')
    await page.keyboard.press('Escape')

    // In the club picker the club is marked; another club is offered as ever.
    await form.getByRole('button', { name: 'Show clubs' }).click()
    await expect(page.getByRole('option', { name: /ELSY Madrid/ })).toContainText('Not taking bookings')
    await expect(page.getByRole('option', { name: /ELSY Barcelona/ })).not.toContainText('Not taking bookings')
    await page.getByRole('option', { name: /ELSY Barcelona/ }).click()
    await expect(form.getByText('is not taking bookings.')).toHaveCount(0)
    await expect(grid.getByRole('button', { name: /, free, / }).first()).toBeEnabled()
    await expectNoSeriousViolations(page, '/booking (a club not taking bookings)')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/booking?club=${MADRID_CLUB_ID}`)
    await expect(form.getByRole('status').filter({ hasText: 'ELSY Madrid is not taking bookings.' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('booking-club-not-taking-bookings-390.png') })

    // The bookings already made there are honoured, and still shown.
    await page.goto('/member')
    await expect(page.getByText(/^Next: Court \d+ · .* · ELSY Madrid$/)).toBeVisible()
  } finally {
    await sql('update public.clubs set active = true, deactivated_at = null where id = $1', [MADRID_CLUB_ID])
  }
})

import { expect, test } from '@playwright/test'
import { bookingsAt, chooseAndBook, chooseClubAndDate, courtCell, freeCourtSlot, fundMember } from './support/booking'
import { goOffline, goOnline, syncStatus, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test('a slot taken while A was offline: A sees the conflict and the nearest free slots, it is kept and not retried', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000)
  const a = await createConfirmedUser('conflicta')
  const b = await createConfirmedUser('conflictb')
  await fundMember(a.id, 200)
  await fundMember(b.id, 200)
  const slot = await freeCourtSlot()

  // Every book_court A's page sends: a refused booking must not be re-sent behind the player's back.
  let aSends = 0
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/book_court')) aSends += 1
  })

  await test.step('A queues the booking offline', async () => {
    await signInByApi(page, a.email, a.password)
    await page.goto('/booking')
    await waitForServiceWorker(page)
    await waitForSynced(page)
    await chooseClubAndDate(page, 'Madrid', slot.date)
    await expect(courtCell(page, slot)).toBeEnabled()
    await goOffline(context)
    await chooseAndBook(page, slot)
    await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
  })

  await test.step('B, online in another browser context, books the same court-slot first', async () => {
    const other = await browser.newContext({ baseURL })
    const pageB = await other.newPage()
    await signInByApi(pageB, b.email, b.password)
    await pageB.goto('/booking')
    await waitForSynced(pageB)
    await chooseClubAndDate(pageB, 'Madrid', slot.date)
    await chooseAndBook(pageB, slot)
    await expectToast(pageB, 'Booking Successful!', `Court ${slot.courtNumber}`)
    await other.close()
    expect((await bookingsAt(slot)).map((r) => r.member_id)).toEqual([b.id])
  })

  await test.step('A reconnects: refused with the reason, offered the nearest free slots', async () => {
    await goOnline(context)
    await expectToast(page, 'Booking not confirmed', 'This court is already booked for that time slot.')
    const panel = page.getByRole('region', { name: /Upcoming/ }).getByRole('group', { name: 'Booking not confirmed' })
    await expect(panel).toContainText('This court is already booked for that time slot.')
    await expect(panel.getByText(/Nearest free slots on/)).toBeVisible()
    const options = panel.getByRole('button', { name: /^Book court \d+, / })
    expect(await options.count()).toBeGreaterThan(0)
    // The taken court-slot is not among them.
    await expect(panel.getByRole('button', { name: new RegExp(`^Book court ${slot.courtNumber}, ${slot.label}`) })).toHaveCount(0)
    await expect(syncStatus(page)).toContainText('1 change needs attention')
    await expect(syncStatus(page)).not.toContainText('Waiting to sync')
  })

  await test.step('kept, not retried: one attempt, still shown after a reload, server unchanged', async () => {
    await page.waitForTimeout(5000)
    expect(aSends).toBe(1)
    await page.reload()
    await waitForSynced(page)
    await expect(page.getByRole('group', { name: 'Booking not confirmed' })).toBeVisible()
    await page.waitForTimeout(2000)
    expect(aSends).toBe(1)
    expect((await bookingsAt(slot)).map((r) => r.member_id)).toEqual([b.id])
  })

  await test.step('A takes one of the offered slots instead', async () => {
    const panel = page.getByRole('group', { name: 'Booking not confirmed' })
    const option = panel.getByRole('button', { name: /^Book court \d+, / }).first()
    const [, number] = /^Book court (\d+), /.exec((await option.getAttribute('aria-label')) ?? '') ?? []
    await option.click()
    await expectToast(page, 'Booking Successful!', `Court ${number}`)
    await expect(panel).toBeHidden()
    await expect(syncStatus(page)).not.toContainText('needs attention')
  })
})

import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { loginViaDialog, topBar } from './support/auth'
import { profileUpdates, sql, watchProfileUpdates } from './support/db'
import {
  databaseNames,
  expectSyncState,
  goOffline,
  goOnline,
  openReady,
  signOutDialog,
  storeCounts,
  waitForFirstSync,
  waitForOutboxEmpty,
} from './support/offline-kit'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser, type TestUser } from './support/users'

/** Signs A in, syncs, goes offline and edits the profile: one change waiting. */
async function editOffline(page: Page, context: BrowserContext, user: TestUser, names: [string, string]) {
  await signInByApi(page, user.email, user.password)
  await openReady(page, '/settings')
  await goOffline(context)
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await dialog.getByLabel('First name').fill(names[0])
  await dialog.getByLabel('Last name').fill(names[1])
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Profile updated', 'Saved on this device.')
  await expectSyncState(page, { state: 'offline', pending: 1 })
}

async function serverNames(userId: string): Promise<string> {
  const [row] = await sql<{ first_name: string; last_name: string }>('select first_name, last_name from public.profiles where id = $1', [userId])
  return `${row.first_name} ${row.last_name}`
}

test.beforeAll(() => watchProfileUpdates())

test('sign-out with an unsynced change: "Wait for sync" cannot send it offline; back online it syncs, and the sign-out goes on, removing the user\'s data', async ({ page, context }) => {
  const a = await createConfirmedUser('tabwait')
  await editOffline(page, context, a, ['Waited', 'Synced'])

  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  const dialog = signOutDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("1 change hasn't synced yet.")
  expect(await serverNames(a.id)).toBe(`${a.firstName} ${a.lastName}`)

  await dialog.getByRole('button', { name: 'Wait for sync' }).click()
  await expect(dialog).toContainText('They could not be sent now')
  await expect(dialog).toContainText("1 change hasn't synced yet.")

  // Online again, the change syncs while the dialog is open: it never says a synced change is waiting, and the
  // sign-out asked for goes ahead by itself.
  await goOnline(context)
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/$/)
  expect(await serverNames(a.id)).toBe('Waited Synced')
  expect(await profileUpdates(a.id)).toEqual([{ first_name: 'Waited', last_name: 'Synced' }])
  // Synced, so nothing of A is kept on the device.
  await expect.poll(() => databaseNames(page)).not.toContain(`elsy-${a.id}`)
})

test('"Keep for my next sign-in": the next user sees nothing of A, and A\'s change syncs when A is back', async ({ page, context }) => {
  test.setTimeout(120_000)
  const a = await createConfirmedUser('tabkeepa')
  const b = await createConfirmedUser('tabkeepb')
  await editOffline(page, context, a, ['Kept', 'Forlater'])

  await test.step('A signs out offline, keeping the change', async () => {
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    const dialog = signOutDialog(page)
    await expect(dialog).toContainText("1 change hasn't synced yet.")
    await dialog.getByRole('button', { name: 'Keep for my next sign-in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    // Only the outbox (and its counters) survive; everything A could read is gone.
    const kept = await storeCounts(page, a.id)
    expect(kept, 'A keeps a database with the unsent change').not.toBeNull()
    expect(kept!.outbox).toBe(1)
    for (const store of ['profile', 'clubs', 'courts', 'slots', 'availability', 'bookings', 'transactions', 'matches', 'rankingEntries', 'tournaments', 'tournamentDetails', 'notifications']) {
      expect(kept![store], `A's ${store} emptied`).toBe(0)
    }
  })

  await test.step('B signs in on the same tablet and sees only B', async () => {
    await goOnline(context)
    await loginViaDialog(page, b.email, b.password, { first: true })
    await waitForFirstSync(page)
    await expect(topBar(page)).toContainText(`${b.firstName} ${b.lastName}`)
    await expect(topBar(page)).not.toContainText(a.email)
    await expectSyncState(page, { pending: 0, conflicts: 0 })
    await page.goto('/settings')
    await expect(page.getByRole('main')).toContainText(b.email)
    await expect(page.getByRole('main')).not.toContainText(a.email)
    await expect(page.getByRole('main')).not.toContainText('Kept')
    // A's change was not sent with B's session, nor read into B's database.
    expect(await serverNames(a.id)).toBe(`${a.firstName} ${a.lastName}`)
    expect((await storeCounts(page, b.id))?.outbox ?? 0).toBe(0)
    expect((await storeCounts(page, a.id))?.profile).toBe(0)
  })

  await test.step('B signs out (nothing unsynced: no question), B\'s data is deleted', async () => {
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(signOutDialog(page)).toBeHidden()
    await expect.poll(() => databaseNames(page)).not.toContain(`elsy-${b.id}`)
  })

  await test.step('A signs in again: the kept change is sent, once', async () => {
    await loginViaDialog(page, a.email, a.password)
    await expect.poll(() => serverNames(a.id), { timeout: 15_000 }).toBe('Kept Forlater')
    await waitForOutboxEmpty(page)
    await expect(topBar(page)).toContainText('Kept Forlater')
    expect(await profileUpdates(a.id)).toEqual([{ first_name: 'Kept', last_name: 'Forlater' }])
  })
})

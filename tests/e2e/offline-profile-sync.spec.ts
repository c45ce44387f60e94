import { expect, test } from '@playwright/test'
import { topBar } from './support/auth'
import { profileUpdates, sql, watchProfileUpdates } from './support/db'
import { expectSyncState, goOffline, goOnline, openReady, syncStatus, waitForFirstSync, waitForOutboxEmpty } from './support/offline-kit'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test('a profile edit made offline waits in the outbox, then reaches the server exactly once', async ({ page, context }) => {
  await watchProfileUpdates()
  const user = await createConfirmedUser('offprof')
  await signInByApi(page, user.email, user.password)
  await openReady(page, '/settings')

  await goOffline(context)
  await expect(syncStatus(page)).toContainText('Offline — last updated')

  await test.step('edit offline: saved on this device, one change waiting', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
    await dialog.getByLabel('First name').fill('Offlina')
    await dialog.getByLabel('Last name').fill('Queued')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Profile updated', 'Saved on this device. It will sync when you are back online.')
    await expect(dialog).toBeHidden()
    await expectSyncState(page, { state: 'offline', pending: 1 })
    await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
    // Nothing reached the server.
    const [row] = await sql<{ first_name: string }>('select first_name from public.profiles where id = $1', [user.id])
    expect(row.first_name).toBe(user.firstName)
    expect(await profileUpdates(user.id)).toEqual([])
  })

  await test.step('the edit shows on this device while it waits (optimistic)', async () => {
    await expect.soft(topBar(page), 'top bar shows the queued name').toContainText('Offlina Queued', { timeout: 3000 })
    await expect.soft(page.getByRole('main').getByText('Offlina', { exact: true }), 'Personal Information shows it').toBeVisible({ timeout: 3000 })
  })

  await test.step('back online: sent once, nothing left waiting', async () => {
    await goOnline(context)
    await waitForOutboxEmpty(page)
    await expect(syncStatus(page)).toContainText('Last updated')
    await expect(topBar(page)).toContainText('Offlina Queued')
    await expect.poll(() => profileUpdates(user.id)).toEqual([{ first_name: 'Offlina', last_name: 'Queued' }])
    // Later syncs (a reload pulls and drains again) never send it a second time.
    await page.reload()
    await waitForFirstSync(page)
    await expect(topBar(page)).toContainText('Offlina Queued')
    expect(await profileUpdates(user.id)).toEqual([{ first_name: 'Offlina', last_name: 'Queued' }])
  })
})

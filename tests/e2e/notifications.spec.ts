import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { accessToken, bookByApi, freeCourtSlot, fundMember } from './support/booking'
import { closeSql, sql } from './support/db'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

test.use({ reducedMotion: 'reduce' })
test.afterAll(closeSql)

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

async function notify(userId: string, kind: string, title: string, body: string, link: string | null, minutesAgo: number) {
  await sql(`select public.notify($1, $2, $3, $4, $5)`, [userId, kind, title, body, link])
  await sql(`update public.notifications set created_at = now() - make_interval(mins => $3) where user_id = $1 and title = $2`, [userId, title, minutesAgo])
}

function unreadOnServer(userId: string) {
  return sql<{ title: string }>(`select title from public.notifications where user_id = $1 and read_at is null order by created_at`, [userId]).then((rows) =>
    rows.map((r) => r.title),
  )
}

test('the bell shows the unread dot, opening a notification marks it read, "Mark all as read" clears the rest', async ({ page }) => {
  const user = await createConfirmedUser('bell')
  await notify(user.id, 'tournament_update', 'Registration open: Test Cup', 'Round robin at ELSY Madrid.', '/tournaments', 300)
  await notify(user.id, 'top_up_confirmed', 'Top-up confirmed', '$40.00 added to your balance.', '/player-balance', 30)
  await notify(user.id, 'match_to_confirm', 'Confirm a match result', 'Lea reported a result.', '/player-statistics', 5)

  await signInByApi(page, user.email, user.password)
  await page.goto('/member')
  await waitForSynced(page)
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread')
  await expect(page.getByTestId('unread-dot')).toBeVisible()

  await bell(page).click()
  const list = panel(page).getByRole('listitem')
  // Newest first, each with its relative time.
  await expect(list).toHaveCount(3)
  await expect(list.nth(0)).toContainText('Confirm a match result')
  await expect(list.nth(0)).toContainText('5 min ago')
  await expect(list.nth(1)).toContainText('Top-up confirmed')
  // Five hours ago reads "5 h ago", or "yesterday" when the test runs just after midnight.
  await expect(list.nth(2)).toContainText(/5 h ago|yesterday/)
  await expectNoSeriousViolations(page, 'notifications popover')

  await list.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/player-balance$/)
  await expect(panel(page)).toBeHidden()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
  await expect.poll(() => unreadOnServer(user.id)).toEqual(['Registration open: Test Cup', 'Confirm a match result'])

  await bell(page).click()
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await expect(page.getByTestId('unread-dot')).toHaveCount(0)
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  await expect.poll(() => unreadOnServer(user.id)).toEqual([])
})

test('a booking made elsewhere arrives in the bell; offline, the bell still counts and marking read waits for the connection', async ({ page, context }) => {
  const user = await createConfirmedUser('bellsync')
  await fundMember(user.id, 100)
  const slot = await freeCourtSlot()
  expect((await bookByApi(await accessToken(user.email, user.password), slot)).status).toBe('confirmed')

  await signInByApi(page, user.email, user.password)
  await page.goto('/member')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
  await bell(page).click()
  await expect(panel(page).getByRole('listitem').first()).toContainText('Booking confirmed')
  await expect(panel(page).getByRole('listitem').first()).toContainText(`Court ${slot.courtNumber} at ELSY Madrid`)
  await page.keyboard.press('Escape')

  await goOffline(context)
  await page.reload()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
  await bell(page).click()
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  // Still unread on the server: the request waits in the outbox.
  expect(await unreadOnServer(user.id)).toEqual(['Booking confirmed'])

  await goOnline(context)
  await expect.poll(() => unreadOnServer(user.id), { timeout: 20_000 }).toEqual([])
  await expect(bell(page)).toHaveAccessibleName('Notifications')
})

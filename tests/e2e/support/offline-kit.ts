import { expect, type Page } from '@playwright/test'
import { fundMember } from './booking'
import { waitForServiceWorker } from './offline'
import { signInByApi } from './session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD, type TestUser } from './users'
import type { SyncState } from '../../../src/components/sync/sync-state'

/**
 * The kit for testing ELSY offline with Playwright (README "Testing ELSY offline"): sign in, open a page once
 * the service worker controls it and the first sync is done, cut the network, read the sync state from the
 * top bar's markers, come back and wait until everything queued was sent. Specs import from here only.
 */

export { DEMO, DEMO_PASSWORD } from './users'
export { databaseNames, expectAppRendered, goOffline, goOnline, outboxOf, signOutDialog, storeCounts, syncStatus, waitForServiceWorker } from './offline'

/** The top bar's `data-sync-state`, as the app derives it. */
export type { SyncState } from '../../../src/components/sync/sync-state'

export interface SyncReading {
  state: SyncState
  /** Changes waiting to be sent; null while the page is still reading them. */
  pending: number | null
  /** Changes the server refused, waiting for the user's decision; null while the page is still reading them. */
  conflicts: number | null
  /** When the last pull finished (ISO), null before the first. */
  lastSynced: string | null
}

/**
 * Signs in as one of the seed's demo accounts (no login form); call before the first page.goto. Not the super
 * admin: their pages ask for the two-step code (tests/e2e/support/two-step.ts).
 */
export async function signInAsDemo(page: Page, role: 'member' | 'club' | 'country' = 'member'): Promise<{ id: string; email: string; password: string }> {
  const { email } = DEMO[role]
  const { userId } = await signInByApi(page, email, DEMO_PASSWORD)
  return { id: userId, email, password: DEMO_PASSWORD }
}

/**
 * Signs in as a new confirmed member with `funds` euros in their wallet; call before the first page.goto. Specs
 * share one database: a member of the spec's own is what keeps its counts exact.
 */
export async function signInAsNewMember(page: Page, opts: { funds?: number; prefix?: string } = {}): Promise<TestUser & { id: string }> {
  const member = await createConfirmedUser(opts.prefix ?? 'kit')
  if (opts.funds) await fundMember(member.id, opts.funds)
  await signInByApi(page, member.email, member.password)
  return member
}

/** The sync state as the top bar's markers say it (signed-in pages only). */
export async function readSyncState(page: Page): Promise<SyncReading> {
  const now = await markers(page)
  if (!now) throw new Error(`No sync line on ${page.url()}: the markers are in the top bar of signed-in pages.`)
  return now
}

/** The markers now; null while there is no sync line (a page still starting, a public page) or the page navigates. */
async function markers(page: Page): Promise<SyncReading | null> {
  // Read at once rather than through a locator, which would wait for a line a public page never has.
  const data = await page
    .evaluate(() => {
      const line = document.querySelector('[data-testid="sync-status"]')
      return line && { ...(line as HTMLElement).dataset }
    })
    .catch(() => null)
  if (!data) return null
  const count = (value: string | undefined) => (value === undefined ? null : Number(value))
  return { state: data.syncState as SyncState, pending: count(data.pending), conflicts: count(data.conflicts), lastSynced: data.lastSynced ?? null }
}

/** Waits until the markers say what `expected` says, e.g. `{ state: 'offline', pending: 1 }`. */
export async function expectSyncState(page: Page, expected: Partial<SyncReading>, opts: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => markers(page), { message: `the sync state becomes ${JSON.stringify(expected)}`, timeout: opts.timeout ?? 20_000 }).toMatchObject(expected)
}

/** Waits for the first completed pull on this device (every dataset arrived) and nothing being synced. */
export async function waitForFirstSync(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await markers(page)
        return now !== null && now.lastSynced !== null && now.state !== 'syncing' && now.state !== 'loading'
      },
      { message: 'the first sync finishes', timeout: 20_000 },
    )
    .toBe(true)
}

/** Opens `path` signed in, online, and waits until the service worker controls it and the first sync is done. */
export async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForServiceWorker(page)
  await waitForFirstSync(page)
}

/**
 * Online again: waits until nothing is waiting to be sent, then fails if the server refused any of it (a
 * conflict stays in the outbox for the user to decide; `expectSyncState(page, { conflicts: 1 })` tests one).
 */
export async function waitForOutboxEmpty(page: Page, opts: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await markers(page)
        return now !== null && now.pending === 0 && now.state !== 'offline' && now.state !== 'loading'
      },
      { message: 'everything waiting is sent (data-pending="0", online)', timeout: opts.timeout ?? 20_000 },
    )
    .toBe(true)
  expect((await readSyncState(page)).conflicts, 'changes the server refused').toBe(0)
}

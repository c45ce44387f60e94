import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

/** The signed-in top bar's sync line (src/components/sync-status.tsx). */
export function syncStatus(page: Page): Locator {
  return page.getByTestId('sync-status')
}

/**
 * Waits until the page's service worker is active AND controls the page. A first visit is not
 * controlled until the worker claims it (clientsClaim runs only after the worker activates), so
 * reload once if needed: only a controlled page proves offline navigation goes through the worker.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 15_000
    // ready never settles when nothing registers; poll for a registration first so a failure is readable.
    while (!(await navigator.serviceWorker.getRegistration())) {
      if (Date.now() > deadline) throw new Error('No service worker registration within 15 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await navigator.serviceWorker.ready
  })
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null)
  if (!controlled) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated')
}

/** Waits for a completed pull: the status line says "Last updated …" (only after every dataset arrived). */
export async function waitForSynced(page: Page): Promise<void> {
  await expect(syncStatus(page)).toContainText('Last updated', { timeout: 20_000 })
}

/**
 * Cuts the network of every page of the context (navigator.onLine turns false, requests fail, the service
 * worker's too); given a page, of its context.
 */
export async function goOffline(target: BrowserContext | Page): Promise<void> {
  await contextOf(target).setOffline(true)
}

export async function goOnline(target: BrowserContext | Page): Promise<void> {
  await contextOf(target).setOffline(false)
}

function contextOf(target: BrowserContext | Page): BrowserContext {
  return 'context' in target ? target.context() : target
}

/** Fails if the page is Chromium's own offline error page or the app's error boundary. */
export async function expectAppRendered(page: Page): Promise<void> {
  // Chromium's network error page (the dino) lives at chrome-error://; a served page keeps our origin.
  expect(page.url(), 'the page is not a browser error page').not.toContain('chrome-error://')
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page.getByText('Something went wrong', { exact: false })).toHaveCount(0)
}

/** The names of the IndexedDB databases of this origin, as the page sees them. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''))
}

/** The outbox rows of a user's database, read straight from IndexedDB (what the app will send); null: no database. */
export function outboxOf(page: Page, userId: string): Promise<Array<{ id: string; kind: string; status: string }> | null> {
  return page.evaluate(
    async (name) => {
      // Opening a database that does not exist would create it: look first, answer null for "none".
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return null
      return new Promise<Array<{ id: string; kind: string; status: string }>>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('outbox')) {
            db.close()
            return resolve([])
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result as Array<{ id: string; kind: string; status: string }>)
          }
          all.onerror = () => reject(all.error)
        }
      })
    },
    `elsy-${userId}`,
  )
}

/** Rows per object store of a user's database, read straight from IndexedDB; null when it does not exist. */
export function storeCounts(page: Page, userId: string): Promise<Record<string, number> | null> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return null
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const counts: Record<string, number> = {}
    for (const store of Array.from(db.objectStoreNames)) {
      counts[store] = await new Promise<number>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).count()
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
    }
    db.close()
    return counts
  }, `elsy-${userId}`)
}

/** The sign-out dialog that warns about unsynced changes (src/features/auth/components/sign-out-dialog.tsx). */
export function signOutDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Sign out?' })
}

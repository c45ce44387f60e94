import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A react-hot-toast toast: the live region it renders (role status for success, alert for errors)
 * carries aria-live, which the dialogs' inline error boxes do not — so the toast is told apart
 * from an inline message with the same words.
 */
export function toast(page: Page, title: string): Locator {
  return page.locator('[role="status"][aria-live], [role="alert"][aria-live]').filter({ hasText: title })
}

/** Expects a toast with this title (and description, when given) to be showing. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // One wait for title and description together: a toast may close between two separate looks on a busy machine.
  const withTitle = toast(page, title)
  const found = (description ? withTitle.filter({ hasText: description }) : withTitle).first()
  await expect(found, description ? `toast "${title}" saying "${description}"` : `toast "${title}"`).toBeVisible()
}

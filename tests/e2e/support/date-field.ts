import { expect, type Locator } from '@playwright/test'
import { format } from 'date-fns'

/** "2026-11-24" as every date field and list shows it: "Tue 24 Nov 2026". */
export function shownDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return format(new Date(year!, month! - 1, day!), 'EEE d MMM yyyy')
}

/**
 * Types a date into one of the app's date fields (src/components/date-input.tsx) as a keyboard user would,
 * Enter to take it. The field then shows it in the app's words; `shows` overrides that for a date the field
 * brings back inside its min / max.
 */
export async function chooseDate(field: Locator, iso: string, shows: string = iso): Promise<void> {
  await field.fill(iso)
  await field.press('Enter')
  await expect(field).toHaveValue(shownDate(shows))
}

import { expect, type Locator, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { sql } from './db'
import { e2eEnv } from './env'

/** The seed's demo club (supabase/seed.sql): 12 courts, Europe/Madrid, EUR. */
export const MADRID_CLUB_ID = 'c0000000-0000-4000-8000-000000000001'

export interface CourtSlot {
  clubId: string
  courtId: string
  courtNumber: number
  /** Club-local date, YYYY-MM-DD. */
  date: string
  slotId: number
  label: string
}

/**
 * Credits `amount` to a member's balance in `currency` through the ledger (a completed top-up), as staff
 * confirming one would. The Madrid club charges EUR, so that is the balance its courts and fees are paid from.
 */
export async function fundMember(memberId: string, amount: number, currency = 'EUR'): Promise<void> {
  await sql(
    `insert into public.transactions (member_id, type, kind, amount, currency, description, status, completed_at)
     values ($1, 'credit', 'top_up', $2, $3, 'E2E top-up', 'completed', now())`,
    [memberId, amount, currency],
  )
}

/**
 * A court-slot at the Madrid club nobody has booked, far enough ahead (and random enough) that the seed's
 * history and other tests never collide with it, and within the club's booking horizon (60 days). `courtNumbers` narrows the courts (e.g. the ones the
 * booking form shows on a 1280 px screen).
 */
export async function freeCourtSlot(opts: { courtNumbers?: number[]; date?: string } = {}): Promise<CourtSlot> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const days = opts.date ? 0 : 7 + Math.floor(Math.random() * 50)
    const rows = await sql<{ court_id: string; number: number; date: string; slot_id: number; label: string }>(
      `select k.id as court_id, k.number, to_char(coalesce($3::date, (now() at time zone c.time_zone)::date + $2::int), 'YYYY-MM-DD') as date,
              s.id as slot_id, s.label
         from public.courts k join public.clubs c on c.id = k.club_id cross join public.slots s
        where k.club_id = $1 and ($4::int[] is null or k.number = any($4::int[]))
          and not exists (select 1 from public.bookings b
                           where b.court_id = k.id and b.slot_id = s.id and b.status = 'confirmed'
                             and b.date = coalesce($3::date, (now() at time zone c.time_zone)::date + $2::int))
          -- The seed blocks some cells (a weekly class, maintenance): those cannot be booked.
          and not exists (select 1 from public.court_blocks x
                           where x.court_id = k.id and x.slot_id = s.id
                             and x.date = coalesce($3::date, (now() at time zone c.time_zone)::date + $2::int))
        order by random() limit 1`,
      [MADRID_CLUB_ID, days, opts.date ?? null, opts.courtNumbers ?? null],
    )
    const row = rows[0]
    if (row) return { clubId: MADRID_CLUB_ID, courtId: row.court_id, courtNumber: row.number, date: row.date, slotId: row.slot_id, label: row.label }
  }
  throw new Error('No free court-slot found at the Madrid club')
}

/** The bookings the server holds for a court-slot (any status), oldest first. */
export function bookingsAt(slot: CourtSlot): Promise<Array<{ id: string; member_id: string; status: string }>> {
  return sql(
    `select id, member_id, status from public.bookings where court_id = $1 and date = $2 and slot_id = $3 order by created_at`,
    [slot.courtId, slot.date, slot.slotId],
  )
}

/** A user's access token from the password grant (for calling RPCs as that user from Node). */
export async function accessToken(email: string, password: string): Promise<string> {
  const { url, anonKey } = e2eEnv()
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`password grant failed for ${email}: ${JSON.stringify(body)}`)
  return body.access_token
}

/** book_court through PostgREST as `token`'s user; returns the RPC's jsonb answer. */
export async function bookByApi(token: string, slot: CourtSlot, bookingId: string = crypto.randomUUID()): Promise<{ status: string; message: string }> {
  const { url, anonKey } = e2eEnv()
  const res = await fetch(`${url}/rest/v1/rpc/book_court`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_booking_id: bookingId, p_court_id: slot.courtId, p_date: slot.date, p_slot_id: slot.slotId }),
  })
  if (!res.ok) throw new Error(`book_court HTTP ${res.status}: ${await res.text()}`)
  return (await res.json()) as { status: string; message: string }
}

/** The booking form (src/features/booking/components/book-court-form.tsx). */
export function bookingForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Book a court' })
}

/** "Tue 24 Nov 2026": how the date strip names a day (formatBookingDate). */
export function dayName(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return format(new Date(y, m - 1, d), 'EEE d MMM yyyy')
}

/** The day's button on the date strip, turning its pages ("Later dates") until the day is on one. */
export async function chooseDate(page: Page, date: string): Promise<void> {
  const form = bookingForm(page)
  const day = form.getByRole('group', { name: 'Date' }).getByRole('button', { name: new RegExp(`^${dayName(date)}`) })
  for (let page_ = 0; page_ < 6 && !(await day.isVisible()); page_++) {
    await form.getByRole('button', { name: 'Later dates' }).click()
  }
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
}

/** Chooses the club (searchable combobox) and the date; the form then loads that day's availability. */
export async function chooseClubAndDate(page: Page, clubName: string, date: string): Promise<void> {
  const form = bookingForm(page)
  const club = form.getByRole('combobox', { name: 'Club' })
  await expect(club).toBeEnabled()
  await club.click()
  await club.fill(clubName)
  await page.getByRole('option', { name: new RegExp(clubName) }).first().click()
  await expect(club).toHaveValue(new RegExp(clubName))
  await chooseDate(page, date)
}

/** The grid's cell for a court-slot ("Court 3, Outdoor, 10:30 - 12:00, free, €24.00"). */
export function courtCell(page: Page, slot: Pick<CourtSlot, 'courtNumber' | 'label'>): Locator {
  return bookingForm(page).getByRole('region', { name: 'Courts and time slots' }).getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber}, \\w+, ${slot.label},`) })
}

/** The confirmation sheet a cell opens. */
export function confirmSheet(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Court \d+ · / })
}

/** Taps the court-slot's cell and, in the sheet it opens, Book Court. */
export async function chooseAndBook(page: Page, slot: CourtSlot): Promise<void> {
  await courtCell(page, slot).click()
  await confirmSheet(page).getByRole('button', { name: 'Book Court' }).click()
}

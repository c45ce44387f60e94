import { m } from '~/i18n/staff'
import { foldText } from '~/lib/fold-text'
import { formatDateTime } from '~/lib/time-format'
import type { AdminClub, NewClub } from '../api/admin-clubs'

export type StatusFilter = 'all' | 'active' | 'deactivated'

export interface ClubFilters {
  search: string
  country: string
  status: StatusFilter
}

/** The clubs the filters keep: name, city, owner or pending invitation matching the search (accents and case aside). */
export function filterClubs(clubs: readonly AdminClub[], filters: ClubFilters): AdminClub[] {
  const words = foldText(filters.search).split(/\s+/).filter(Boolean)
  return clubs.filter((club) => {
    if (filters.country && club.country_code !== filters.country) return false
    if (filters.status === 'active' && !club.active) return false
    if (filters.status === 'deactivated' && club.active) return false
    const text = foldText([club.name, club.city, club.country_name, club.owner?.name, club.owner?.email, club.invitation?.email].filter(Boolean).join(' '))
    return words.every((w) => text.includes(w))
  })
}

export interface DayForm {
  open: boolean
  opens: string
  closes: string
}

export interface CourtForm {
  /** A row's identity while rows are added and removed (never sent). */
  key: number
  name: string
  type: 'indoor' | 'outdoor'
  offPeak: string
  peak: string
}

export interface ClubForm {
  name: string
  countryCode: string
  city: string
  address: string
  phone: string
  email: string
  sameEveryDay: boolean
  days: DayForm[]
  courts: CourtForm[]
}

export const MAX_COURTS = 50

/** A price as typed ("24", "24.50", "24,5"), or null when it is not one. */
export function typedPrice(text: string): number | null {
  const t = text.trim().replace(',', '.')
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return null
  return Number(t)
}

/** What is wrong with the form before it is sent (the server checks everything again), or null. */
export function formProblem(form: ClubForm): { field: string; court?: number; message: string } | null {
  if (form.name.trim().length < 2) return { field: 'name', message: m.admin_clubs_name_short() }
  if (!form.countryCode) return { field: 'country_code', message: m.admin_clubs_country_missing() }
  if (!form.city.trim()) return { field: 'city', message: m.admin_clubs_city_missing() }
  const days = form.sameEveryDay ? Array.from({ length: 7 }, () => form.days[0]) : form.days
  if (!days.some((d) => d.open)) return { field: 'hours', message: m.admin_clubs_no_open_day() }
  const bad = days.findIndex((d) => d.open && d.opens >= d.closes)
  if (bad >= 0) return { field: 'hours', message: form.sameEveryDay ? m.admin_clubs_open_before_close() : m.admin_clubs_open_before_close_on({ day: weekdayName(bad) }) }
  if (form.courts.length === 0) return { field: 'courts', message: m.admin_clubs_no_court() }
  if (form.courts.length > MAX_COURTS) return { field: 'courts', message: m.admin_clubs_too_many_courts({ max: MAX_COURTS }) }
  for (const [i, court] of form.courts.entries()) {
    for (const [text, peak] of [[court.offPeak, false], [court.peak, true]] as const) {
      const price = typedPrice(text)
      if (price === null || price > 1000) {
        return { field: 'courts', court: i + 1, message: peak ? m.admin_clubs_peak_price_bad({ n: i + 1 }) : m.admin_clubs_off_peak_price_bad({ n: i + 1 }) }
      }
    }
  }
  return null
}

/** A weekday's name in the reader's language ("Monday"), Monday first (2024-01-01 was a Monday). */
export const weekdayName = (i: number) => formatDateTime(Date.UTC(2024, 0, 1 + i), { weekday: 'long', timeZone: 'UTC' })

/** The same, as a label that starts a line ("Lunes" rather than "lunes"). */
export const weekdayLabel = (i: number) => {
  const name = weekdayName(i)
  return name.charAt(0).toLocaleUpperCase() + name.slice(1)
}

/** The form as admin_create_club takes it. */
export function clubRequest(form: ClubForm): NewClub {
  const days = form.sameEveryDay ? Array.from({ length: 7 }, () => form.days[0]) : form.days
  return {
    name: form.name.trim(),
    country_code: form.countryCode,
    city: form.city.trim(),
    address: form.address.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    opens_at: days.map((d) => (d.open ? d.opens : null)),
    closes_at: days.map((d) => (d.open ? d.closes : null)),
    courts: form.courts.map((c) => ({ name: c.name.trim(), type: c.type, off_peak_price: typedPrice(c.offPeak) ?? -1, peak_price: typedPrice(c.peak) ?? -1 })),
  }
}

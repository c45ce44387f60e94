import type { AvailabilityRow, CourtRow, SlotRow } from '~/db/types'

// The demo club's shape, for unit tests: courts 1, 2, 5 indoor and 3, 4, 6 outdoor (docs/product.md §3), eight slots.
export const MADRID = {
  id: 'club-madrid',
  // eslint-disable-next-line elsy/no-ui-literal -- test data: a club's name as the server stores it
  name: 'ELSY Madrid',
  time_zone: 'Europe/Madrid',
  currency: 'EUR',
  opens_at: Array<string | null>(7).fill('09:00:00'),
  closes_at: Array<string | null>(7).fill('21:00:00'),
  peak_starts_at: '18:00:00',
  peak_weekdays: [6, 7],
}

export const COURTS: CourtRow[] = [1, 2, 3, 4, 5, 6].map((number) => {
  const indoor = [1, 2, 5].includes(number)
  return {
    id: `court-${number}`,
    club_id: MADRID.id,
    number,
    name: `Court ${number}`,
    type: indoor ? 'indoor' : 'outdoor',
    off_peak_price: indoor ? 26 : 20,
    peak_price: indoor ? 34 : 28,
    in_service: true,
  }
})

export const SLOTS: SlotRow[] = Array.from({ length: 8 }, (_, i) => {
  const minutes = 9 * 60 + i * 90
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return { id: i + 1, starts_at: `${hhmm(minutes)}:00`, ends_at: `${hhmm(minutes + 90)}:00`, label: `${hhmm(minutes)} - ${hhmm(minutes + 90)}` }
})

/** A snapshot where every cell is free except the given "court:slot" keys. */
export function snapshot(date: string, taken: string[] = [], fetchedAt = '2026-11-27T08:00:00.000Z'): AvailabilityRow[] {
  return COURTS.flatMap((court) =>
    SLOTS.map((slot) => ({
      clubId: MADRID.id,
      date,
      courtId: court.id,
      slotId: slot.id,
      courtNumber: court.number,
      courtName: court.name,
      courtType: court.type,
      label: slot.label,
      startsAt: '',
      price: court.type === 'indoor' ? 26 : 20,
      currency: 'EUR',
      isPeak: false,
      isFree: !taken.includes(`${court.number}:${slot.id}`),
      isPast: false,
      isUnavailable: false,
      fetchedAt,
    })),
  )
}

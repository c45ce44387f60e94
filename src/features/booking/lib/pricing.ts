import type { IsoDate } from '~/lib/club-time'
import { isPeak } from '~/lib/peak-hours'

export function slotPrice(court: { off_peak_price: number; peak_price: number }, date: IsoDate, startsAt: string): number {
  return Number(isPeak(date, startsAt) ? court.peak_price : court.off_peak_price)
}

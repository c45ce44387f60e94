/**
 * The instant (ISO) at which a club-local wall-clock date + time happens in `timeZone`, without a date
 * library: guess UTC, measure the zone's offset at that guess with Intl, correct, and re-check once
 * (which settles DST edges). Returns null for an unknown zone or malformed input.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})/.exec(time)
  if (!m || !t) return null
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +t[1]!, +t[2]!)
  try {
    const fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    const offsetAt = (instant: number) => {
      const p = Object.fromEntries(fmt.formatToParts(new Date(instant)).map((x) => [x.type, x.value]))
      return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - instant
    }
    let instant = wall - offsetAt(wall)
    instant = wall - offsetAt(instant)
    return new Date(instant).toISOString()
  } catch {
    return null
  }
}

/** Weekend or from 18:00: the database's is_peak rule, for a price shown before the snapshot exists. */
export function isPeak(date: string, startsAt: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 || day === 6 || startsAt >= '18:00'
}

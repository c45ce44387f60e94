import { badRequest } from '../errors.ts'

/** Go duration strings as GoTrue's ban_duration takes them ("24h", "1h30m", "none"). null = unban. */
export function parseBanDuration(raw: string): Date | null {
  if (raw === 'none') return null
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g
  let total = 0
  let consumed = ''
  for (const m of raw.matchAll(re)) {
    const n = Number(m[1])
    const unit = m[2]
    total += unit === 'h' ? n * 3_600_000 : unit === 'm' ? n * 60_000 : unit === 's' ? n * 1000 : n
    consumed += m[0]
  }
  if (!consumed || consumed !== raw) throw badRequest('validation_failed', 'invalid format for ban duration')
  return new Date(Date.now() + total)
}

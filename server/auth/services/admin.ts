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

/** GoTrue's defaultPerPage, and its keyset mode's cap, which the page mode here shares. */
export const DEFAULT_PER_PAGE = 50
export const MAX_PER_PAGE = 1000

const badPaging = (reason: string) => badRequest('validation_failed', `Bad Pagination Parameters: ${reason}`)

function positiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  // Digits only, as Go's strconv.ParseUint reads them: no sign, no fraction, no exponent.
  if (!/^\d+$/.test(raw)) throw badPaging(`${name} must be a positive integer`)
  const value = Number(raw)
  if (value < 1) throw badPaging(`${name} must be greater than 0`)
  if (!Number.isSafeInteger(value)) throw badPaging(`${name} is out of range`)
  return value
}

/**
 * GoTrue's paginate: page and per_page are unsigned integers, per_page above 0. Unlike GoTrue, page 0
 * (which underflows its offset) and a per_page above 1,000 (one query for the whole table) are refused.
 */
export function parsePaging(rawPage: string | undefined, rawPerPage: string | undefined) {
  const page = positiveInteger(rawPage, 'page', 1)
  const perPage = positiveInteger(rawPerPage, 'per_page', DEFAULT_PER_PAGE)
  if (perPage > MAX_PER_PAGE) throw badPaging(`per_page must be at most ${MAX_PER_PAGE}`)
  if (!Number.isSafeInteger((page - 1) * perPage)) throw badPaging('page is out of range')
  return { page, perPage }
}

/** GoTrue's addPaginationHeaders: rel="next" while pages remain, always rel="last". */
export function pagingLinks(requestUrl: string, page: number, perPage: number, total: number): string {
  const lastPage = Math.ceil(total / perPage)
  const at = (n: number) => {
    const url = new URL(requestUrl)
    // page before per_page, as Go's sorted Query().Encode() writes them (supabase-js reads the first "=").
    url.search = ''
    url.searchParams.set('page', String(n))
    url.searchParams.set('per_page', String(perPage))
    return `<${url.toString()}>`
  }
  const next = lastPage > page ? `${at(page + 1)}; rel="next", ` : ''
  return `${next}${at(lastPage)}; rel="last"`
}

/*
 * The small parsers every row validator uses. Rows from the network are `unknown` until one of the
 * rows*.ts validators has checked them; these never throw.
 */
export type Obj = Record<string, unknown>
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
// numeric columns arrive as JSON numbers from PostgREST, but as strings from some drivers: accept both.
export const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) ? n : null
}
export const int = (v: unknown): number | null => {
  const n = num(v)
  return n !== null && Number.isInteger(n) ? n : null
}
export const bool = (v: unknown): boolean => v === true
export const courtType = (v: unknown): 'indoor' | 'outdoor' | null => (v === 'indoor' || v === 'outdoor' ? v : null)
export const oneOf = <T extends string>(v: unknown, allowed: readonly T[]): T | null =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : null
/** Each element parsed; elements that do not parse are dropped. */
export const list = <T>(v: unknown, parse: (x: unknown) => T | null): T[] =>
  Array.isArray(v) ? v.map(parse).filter((x): x is T => x !== null) : []

import { formatMoney } from './money'

/** A count as the dashboards show it ("19,318"). */
export const countText = (n: number) => new Intl.NumberFormat('en-GB').format(n)

/** "+3 vs last week (25)", "−2 …", "Same as …": the change, then the figure compared with. */
export function versusCount(now: number, before: number, what: string): string {
  const diff = now - before
  if (diff === 0) return `Same as ${what} (${countText(before)})`
  return `${diff > 0 ? '+' : '−'}${countText(Math.abs(diff))} vs ${what} (${countText(before)})`
}

/** The same for money, in the amount's own currency. */
export function versusMoney(now: number, before: number, currency: string, what: string): string {
  const diff = now - before
  if (diff === 0) return `Same as ${what} (${formatMoney(before, currency)})`
  return `${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff), currency)} vs ${what} (${formatMoney(before, currency)})`
}

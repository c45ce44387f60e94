import { formatMoney } from './money'
import { m } from '~/i18n/member'
import { getFormatTag } from './i18n/current-locale'

/** A count as the dashboards show it ("19,318"). */
export const countText = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

/** "+3 vs last week (25)", "−2 …", "Same as …": the change, then the figure compared with. */
export function versusCount(now: number, before: number, what: string): string {
  const diff = now - before
  if (diff === 0) return m.memberkit_same_as({ what, before: countText(before) })
  return m.memberkit_versus({ change: `${diff > 0 ? '+' : '−'}${countText(Math.abs(diff))}`, what, before: countText(before) })
}

/** The same for money, in the amount's own currency. */
export function versusMoney(now: number, before: number, currency: string, what: string): string {
  const diff = now - before
  if (diff === 0) return m.memberkit_same_as({ what, before: formatMoney(before, currency) })
  return m.memberkit_versus({ change: `${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff), currency)}`, what, before: formatMoney(before, currency) })
}

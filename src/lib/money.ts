import { getFormatTag } from '~/i18n/current-locale'

/*
 * Every amount the app shows goes through here: two decimals with the currency's own sign (docs/product.md §9), written
 * the reader's way: "€70.00" in English, "70,00 €" in Spanish, "£70.00". Amounts of two currencies are
 * never added: sums take one currency's rows. Arithmetic is in whole cents so sums of many ledger rows never drift.
 */

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(currency: string, tag: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(key, f)
  }
  return f
}

/**
 * "€24.00", "-£12.50", "1.000,00 €" (German). Throws on a code that is not a currency (a bug, not user input).
 * `tag` is the page's format tag unless a test or an e-mail names another.
 */
export function formatMoney(amount: number, currency: string, tag: string = getFormatTag()): string {
  // Sums of cents can land on -0 (nothing went out: 0 negated), which Intl writes as "-€0.00".
  return formatter(currency, tag).format(amount === 0 ? 0 : amount)
}

/** "+€40.00" for a credit, "−€24.00" (a true minus sign) for a debit: how the ledger shows each row. */
export function formatSignedMoney(amount: number, type: 'credit' | 'debit', currency: string, tag: string = getFormatTag()): string {
  return `${type === 'credit' ? '+' : '\u2212'}${formatMoney(Math.abs(amount), currency, tag)}`
}

/** "€": the sign alone, for a field's label ("Amount (€)"). */
export function currencySign(currency: string, tag: string = getFormatTag()): string {
  return formatter(currency, tag).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
}

/** "40.00": a plain two-decimal figure for spreadsheets (CSV), without sign or grouping. */
export function plainAmount(amount: number): string {
  return amount.toFixed(2)
}

/** 12.3 → 1230: the ledger's numeric(10,2) amounts as exact integers. */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** Whether a text is an ISO 4217 code this browser can format (server rows are checked with it). */
export function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false
  try {
    formatter(value, 'en')
    return true
  } catch {
    return false
  }
}

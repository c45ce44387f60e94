/** "March 4, 2026"-style date in the reader's locale; '' for a missing or unparseable value. */
export function formatJoinedDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
}

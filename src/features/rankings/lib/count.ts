import { getFormatTag } from '~/i18n/current-locale'

/** A whole number the reader's way ("1,234", "1.234", "1 234"). */
export function formatCount(n: number): string {
  return new Intl.NumberFormat(getFormatTag()).format(n)
}

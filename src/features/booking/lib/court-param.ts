/** The court number in /book-court/$court: a whole number from 1 ("3", not "03", "3.0" or "-1"). */
export function parseCourtParam(value: string): number | null {
  if (!/^[1-9]\d{0,2}$/.test(value)) return null
  return Number(value)
}

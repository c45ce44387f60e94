/**
 * Saves text as a CSV file through the browser's download. A byte-order mark comes first so spreadsheet apps read
 * the file as UTF-8 (names with accents).
 */
export function saveCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The page offsets (multiples of `pageSize`) that cover ranks `first..last` (1-based) and hold a rank not
 * yet cached — what the table asks the server for as the player scrolls.
 */
export function missingPages(first: number, last: number, has: (rank: number) => boolean, pageSize: number, total: number): number[] {
  const offsets: number[] = []
  const end = Math.min(last, total)
  for (let offset = Math.floor((Math.max(1, first) - 1) / pageSize) * pageSize; offset < end; offset += pageSize) {
    for (let rank = Math.max(first, offset + 1); rank <= Math.min(end, offset + pageSize); rank++) {
      if (!has(rank)) {
        offsets.push(offset)
        break
      }
    }
  }
  return offsets
}

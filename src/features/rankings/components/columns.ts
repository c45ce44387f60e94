import { css } from 'styled-system/css'

/** One grid for the header, every row and the pinned own row, so the columns line up. */
export const rowGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '2rem minmax(0, 1fr) 2.75rem 2.5rem 2.75rem 3.25rem',
    md: '4.5rem minmax(0, 1fr) 5.5rem 5.5rem 5.5rem 7rem',
  },
  alignItems: 'center',
  columnGap: { base: '1.5', md: '3' },
  px: { base: '2', md: '4' },
})

export const numeric = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

/** Trend: centred on a phone, so its arrow and word stand apart from the right-aligned points; at the end from md. */
export const trendColumn = css({ display: 'flex', justifyContent: { base: 'center', md: 'flex-end' }, textAlign: { base: 'center', md: 'end' } })

export const ROW_HEIGHT = 56

// The table's height (it shrinks to a short list, a search; a long one scrolls inside, under the sticky header), and the same room kept while it
// loads, so what stands below does not jump when the rows arrive.
export const tableHeight = css({ maxH: { base: 'max(20rem, calc(100dvh - 21rem))', md: 'max(20rem, calc(100dvh - 22rem))' } })
export const tableRoom = css({ minH: { base: 'max(20rem, calc(100dvh - 21rem))', md: 'max(20rem, calc(100dvh - 22rem))' } })

import { css } from 'styled-system/css'

const frame = css({
  // Positioned, so the cells' screen-reader-only text scrolls with the table instead of widening the page.
  position: 'relative',
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'l3',
  bg: 'bg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'court.solid.bg', outlineOffset: '2px' },
})

/** A wide table's frame: it scrolls sideways on a narrow screen and takes focus, so a keyboard can scroll it too. */
export function ScrollFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={frame} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

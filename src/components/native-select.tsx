import { forwardRef } from 'react'
import { css, cx } from 'styled-system/css'

const select = css({
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  minW: '0',
  cursor: 'pointer',
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
})

/**
 * The system's own select (a phone opens its native picker), styled like the app's inputs: every select of the app
 * is this one. A `className` adds layout (width, flex) and text styles; the box itself (height, padding, border,
 * colours) stays the same everywhere.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, React.ComponentProps<'select'>>(function NativeSelect({ className, ...props }, ref) {
  return <select ref={ref} className={cx(select, className)} {...props} />
})

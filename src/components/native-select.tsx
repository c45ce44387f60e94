import { forwardRef } from 'react'
import { css, cx } from 'styled-system/css'

const select = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default', minW: '0' })

/** The system's own select (a phone opens its native picker), styled like the app's inputs. */
export const NativeSelect = forwardRef<HTMLSelectElement, React.ComponentProps<'select'>>(function NativeSelect({ className, ...props }, ref) {
  return <select ref={ref} className={cx(select, className)} {...props} />
})

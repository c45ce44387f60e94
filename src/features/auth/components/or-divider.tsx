import { css } from 'styled-system/css'

/** A rule with a word in the middle, e.g. "Or continue with" between social and form sign-up. */
export function OrDivider({ children }: { children: string }) {
  const line = css({ flex: '1', height: '1px', bg: 'border.default' })
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', my: '2' })}>
      <span className={line} />
      <span className={css({ textStyle: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>
        {children}
      </span>
      <span className={line} />
    </div>
  )
}

import { css, cx } from 'styled-system/css'
import { LogoMark } from './logo-mark'

interface LogoProps {
  /** `light` for dark backgrounds (hero header, sidebars). */
  tone?: 'dark' | 'light'
  className?: string
}

/**
 * The full wordmark from 768 px up and the compact mark alone below (docs/product.md §2.1, §9: logo switch under 768).
 * Both renderings are in the DOM and swapped by CSS so the switch costs no JS and has no flash.
 */
export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <span className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '2.5' }), className)}>
      <span aria-hidden="true" className={css({ hideFrom: 'md', display: 'inline-flex' })} data-testid="logo-compact">
        <LogoMark size={36} />
      </span>
      <span aria-hidden="true" className={css({ hideBelow: 'md', display: 'inline-flex', alignItems: 'center', gap: '2.5' })} data-testid="logo-full">
        <LogoMark size={40} />
        <span
          className={css({
            fontWeight: 'black',
            letterSpacing: '0.18em',
            textStyle: 'xl',
            color: tone === 'light' ? 'fg.inverted' : 'court.plain.fg',
          })}
        >
          ELSY{' '}
          <span className={css({ display: 'block', textStyle: 'xs', letterSpacing: '0.28em', fontWeight: 'semibold', color: tone === 'light' ? 'fg.accent' : 'fg.muted' })}>
            PADEL CLUBS
          </span>
        </span>
      </span>
      <span className={css({ srOnly: true })}>ELSY</span>
    </span>
  )
}

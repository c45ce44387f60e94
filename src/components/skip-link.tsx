import { css } from 'styled-system/css'
import { m } from '~/i18n/public'

/** First tab stop on every page: jumps past the header/sidebar to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={css({
        srOnly: true,
        _focus: { srOnly: false, position: 'fixed', top: '2', insetStart: '2', zIndex: 'toast', bg: 'bg.default', color: 'fg.default', p: '2', borderRadius: 'l2', boxShadow: 'raised' },
      })}
    >
      {m.site_skip()}
    </a>
  )
}

import { css } from 'styled-system/css'
import { m } from '~/i18n/public'

const REPEAT = 6

/** A pure-CSS ticker. The track holds the phrases twice so a −50 % translate loops without a jump. */
export function Marquee() {
  const phrase = m.landing_marquee()
  const items = Array.from({ length: REPEAT * 2 }, (_, i) => i)
  return (
    <section aria-label={phrase} className={css({ bg: 'ball.solid.bg', color: 'ball.solid.fg', overflow: 'hidden', py: '4' })}>
      <p className={css({ srOnly: true })}>{phrase}</p>
      <div
        aria-hidden="true"
        className={css({
          display: 'flex',
          width: 'max-content',
          animation: 'marquee token(durations.marquee) linear infinite',
          _motionReduce: { animation: 'none' },
        })}
      >
        {items.map((i) => (
          <span key={i} className={css({ display: 'inline-flex', alignItems: 'center', gap: '6', px: '6', fontWeight: 'black', textStyle: { base: 'xl', md: '3xl' }, textTransform: 'uppercase', letterSpacing: '0.04em', whiteSpace: 'nowrap' })}>
            {phrase}
            <span className={css({ w: '3', h: '3', borderRadius: 'full', bg: 'court.solid.bg' })} />
          </span>
        ))}
      </div>
    </section>
  )
}

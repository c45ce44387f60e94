import { css } from 'styled-system/css'

/** How full the draw is, as text and a bar (the bar is decoration; the text says it). */
export function TeamsMeter({ registered, max, label }: { registered: number; max: number; label: string }) {
  const share = max > 0 ? Math.min(1, registered / max) : 0
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <p className={css({ textStyle: 'sm', fontWeight: 'medium' })}>{label}</p>
      <div aria-hidden="true" className={css({ h: '1.5', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}>
        <div className={css({ h: '100%', borderRadius: 'full', bg: share >= 1 ? 'ball.solid.bg' : 'court.solid.bg' })} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  )
}

import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { useOptionalClubChoice } from './club-choice'

/**
 * The top bar's club switcher, for staff of two or more clubs in an area with a club choice: which club the staff
 * pages show. A native select: on a phone it opens the system's own picker.
 */
export function ClubSwitcher({ className }: { className?: string }) {
  const id = useId()
  const choice = useOptionalClubChoice()
  if (!choice || choice.clubs.status !== 'ready' || choice.clubs.clubs.length < 2 || !choice.club) return null
  return (
    <div data-club-switcher className={cx(css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' }), className)}>
      <label htmlFor={id} className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted', flexShrink: 0 })}>
        Club
      </label>
      <select
        id={id}
        value={choice.club.id}
        title={choice.club.name}
        onChange={(e) => choice.choose(e.target.value)}
        className={css({
          h: '10',
          minW: '0',
          flex: { base: '1', lg: '0 1 auto' },
          maxW: { md: 'sm', lg: '56' },
          px: '2',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l2',
          bg: 'bg.default',
          color: 'fg.default',
          textStyle: 'sm',
          fontWeight: 'medium',
          textOverflow: 'ellipsis',
          cursor: 'pointer',
        })}
      >
        {choice.clubs.clubs.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}

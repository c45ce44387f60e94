import { css } from 'styled-system/css'
import type { MatchFormat } from '../../lib/report-form'
import { m } from '~/i18n/member'

const options = (): { value: MatchFormat; label: string }[] => [
  { value: 'doubles', label: m.matches_doubles() },
  { value: 'singles', label: m.matches_singles() },
]

/** Doubles or singles: native radios (keyboard and screen readers know them), styled as a segmented choice. */
export function FormatChoice({ value, onChange }: { value: MatchFormat; onChange: (format: MatchFormat) => void }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '1.5' })}>{m.matches_format()}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options().map((o) => (
          <label
            key={o.value}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              px: '3',
              h: '10',
              borderWidth: '1px',
              borderRadius: 'l2',
              borderColor: 'border.default',
              cursor: 'pointer',
              textStyle: 'sm',
              _hover: { bg: 'bg.subtle' },
              '&:has(input:checked)': { borderColor: 'court.solid.bg', bg: 'court.subtle.bg', color: 'court.subtle.fg', fontWeight: 'semibold' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
            })}
          >
            <input
              type="radio"
              name="format"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className={css({ accentColor: 'court.solid.bg' })}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

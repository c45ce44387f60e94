import { css } from 'styled-system/css'
import { m } from '~/i18n/member'
import type { ScopeKey, ScopeOption } from '../lib/scope-options'

/** Network / my country / my club, as toggle buttons (aria-pressed marks the one shown). */
export function ScopeSwitch({ options, value, onChange }: { options: ScopeOption[]; value: ScopeKey; onChange: (key: ScopeKey) => void }) {
  return (
    <div
      role="group"
      aria-label={m.rankings_scope_label()}
      className={css({ display: 'inline-flex', p: '1', gap: '1', borderRadius: 'l3', bg: 'bg.muted', maxW: 'full', overflowX: 'auto' })}
    >
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
          className={css({
            px: '3',
            h: '9',
            borderRadius: 'l2',
            textStyle: 'sm',
            fontWeight: 'semibold',
            whiteSpace: 'nowrap',
            color: 'fg.muted',
            cursor: 'pointer',
            _hover: { color: 'fg.default' },
            _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '1px' },
            '&[aria-pressed=true]': { bg: 'bg.default', color: 'court.plain.fg', boxShadow: 'card' },
          })}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

import { css } from 'styled-system/css'
import { NativeSelect } from '~/components/native-select'
import type { MatchCategory } from '~/db/types'
import { formatDateTime } from '~/lib/time-format'
import { CATEGORIES, type MatchFilters } from '../lib/filters'
import { categoryLabel } from './match-text'
import { m } from '~/i18n/member'

const chip = css({
  flexShrink: 0,
  px: '3',
  py: '1.5',
  minH: '10',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.default',
  textStyle: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'court.subtle.bg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
  '&[aria-pressed=true]': { bg: 'court.solid.bg', borderColor: 'court.solid.bg', color: 'court.solid.fg' },
})

/** "Sat 28": a day chip's words, short enough for fourteen in a row on a phone. */
function dayChip(day: string): string {
  return formatDateTime(`${day}T12:00:00Z`, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
}

export interface FilterBarProps {
  filters: MatchFilters
  days: readonly string[]
  clubs: readonly { id: string; name: string }[]
  /** The player's level; null for a visitor, who has none ("at my level" is not offered). */
  level: number | null
  onChange: (next: Partial<MatchFilters>) => void
}

/** The list's filters: a day (chips for the next days, or any), the level, the category and the club. */
export function FilterBar({ filters, days, clubs, level, onChange }: FilterBarProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '5' })}>
      <div role="group" aria-label={m.openmatches_filter_day()} className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })}>
        <button type="button" className={chip} aria-pressed={filters.day === null} onClick={() => onChange({ day: null })}>
          {m.openmatches_any_day()}
        </button>
        {days.map((day, i) => (
          <button key={day} type="button" className={chip} aria-pressed={filters.day === day} onClick={() => onChange({ day })}>
            {i === 0 ? m.openmatches_today() : dayChip(day)}
          </button>
        ))}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        {level !== null ? (
          <div role="group" aria-label={m.openmatches_filter_level()} className={css({ display: 'flex', gap: '2' })}>
            <button type="button" className={chip} aria-pressed={filters.level === 'mine'} onClick={() => onChange({ level: 'mine' })}>
              {m.openmatches_at_my_level({ level: Math.round(level) })}
            </button>
            <button type="button" className={chip} aria-pressed={filters.level === 'any'} onClick={() => onChange({ level: 'any' })}>
              {m.openmatches_any_level()}
            </button>
          </div>
        ) : null}
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm' })}>
          {m.openmatches_filter_category()}
          <NativeSelect value={filters.category ?? ''} onChange={(e) => onChange({ category: (e.target.value || null) as MatchCategory | null })}>
            <option value="">{m.openmatches_category_any()}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm' })}>
          {m.openmatches_filter_club()}
          <NativeSelect value={filters.club ?? ''} onChange={(e) => onChange({ club: e.target.value || null })} className={css({ maxW: '60' })}>
            <option value="">{m.openmatches_all_clubs()}</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
    </div>
  )
}

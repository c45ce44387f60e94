import { css } from 'styled-system/css'
import type { StaffClub } from '../api/staff-clubs'

/** Shown to staff of more than one club: which club the desk is showing. */
export function ClubSwitcher({ clubs, value, onChange }: { clubs: StaffClub[]; value: string; onChange: (id: string) => void }) {
  if (clubs.length < 2) return null
  return (
    <label className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'medium' })}>
      Club
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default', maxW: '64' })}
      >
        {clubs.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  )
}

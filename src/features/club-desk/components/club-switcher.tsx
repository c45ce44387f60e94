import { useId } from 'react'
import { css } from 'styled-system/css'
import type { StaffClub } from '../api/staff-clubs'

/** Shown to staff of more than one club: which club the desk is showing. */
export function ClubSwitcher({ clubs, value, onChange }: { clubs: StaffClub[]; value: string; onChange: (id: string) => void }) {
  const id = useId()
  if (clubs.length < 2) return null
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <label htmlFor={id} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
        Club
      </label>
      <select
        id={id}
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
    </span>
  )
}

import { css } from 'styled-system/css'
import { courtState, courtTypeLabel, isBookable, stateWord, type Availability } from '../lib/availability'
import { formatMoney } from '~/lib/money'
import { choice } from './choice-style'

export interface CourtFieldProps {
  availability: Availability
  value: string
  slotId?: number
  onChange: (courtNumber: string) => void
  error?: string
  disabled?: boolean
}

/** The club's courts with Indoor/Outdoor; each says whether it is free at the chosen slot and what it costs. */
export function CourtField({ availability, value, slotId, onChange, error, disabled }: CourtFieldProps) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })} aria-describedby={error ? 'court-error' : undefined}>
      <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '2' })}>Court</legend>
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } })}>
        {availability.courts.map((court) => {
          const atSlot = slotId !== undefined ? courtState(availability, court.number, slotId) : undefined
          const overDay = courtState(availability, court.number)
          const cell = slotId !== undefined ? availability.cell(court.number, slotId) : undefined
          const state = atSlot?.state ?? overDay.state
          const note =
            atSlot !== undefined
              ? `${stateWord(atSlot.state)}${cell ? ` · ${formatMoney(cell.price, cell.currency)}` : ''}`
              : overDay.state === 'free'
                ? `${overDay.freeSlots} ${overDay.freeSlots === 1 ? 'slot' : 'slots'} free`
                : stateWord(overDay.state)
          const type = courtTypeLabel(court.type)
          return (
            <button
              key={court.id}
              type="button"
              className={choice({ state })}
              aria-pressed={value === String(court.number)}
              // Choosable while it has any free slot that day; choosing it then clears a slot it is taken at.
              disabled={disabled || !isBookable(overDay.state)}
              aria-label={`Court ${court.number}, ${type}, ${note}`}
              onClick={() => onChange(String(court.number))}
            >
              <span className={css({ fontWeight: 'semibold' })}>Court {court.number}</span>
              <span data-part="note" className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                {type} · {note}
              </span>
            </button>
          )
        })}
      </div>
      {error ? (
        <p id="court-error" role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

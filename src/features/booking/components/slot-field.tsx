import { css } from 'styled-system/css'
import { isBookable, slotState, stateWord, type Availability } from '../lib/availability'
import { choice } from './choice-style'

export interface SlotFieldProps {
  availability: Availability
  value: string
  court?: number
  onChange: (slotId: string) => void
  error?: string
  disabled?: boolean
}

/** The eight slots; each says whether it is free for the chosen court, or on how many courts when none is chosen. */
export function SlotField({ availability, value, court, onChange, error, disabled }: SlotFieldProps) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })} aria-describedby={error ? 'slot-error' : undefined}>
      <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '2' })}>Time slot</legend>
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } })}>
        {availability.slots.map((slot) => {
          const forCourt = court !== undefined ? slotState(availability, slot.id, court) : undefined
          const anyCourt = slotState(availability, slot.id)
          const shown = forCourt ?? anyCourt
          const note = noteFor(shown.state, court, forCourt ? undefined : anyCourt.freeCourts, anyCourt.freeCourts)
          return (
            <button
              key={slot.id}
              type="button"
              className={choice({ state: shown.state })}
              aria-pressed={value === String(slot.id)}
              // A slot stays choosable while any court is free at it; choosing it then clears a taken court.
              disabled={disabled || !isBookable(anyCourt.state)}
              aria-label={`${slot.label}, ${note}`}
              onClick={() => onChange(String(slot.id))}
            >
              <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{slot.label}</span>
              <span data-part="note" className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                {note}
              </span>
            </button>
          )
        })}
      </div>
      {error ? (
        <p id="slot-error" role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function noteFor(state: ReturnType<typeof slotState>['state'], court: number | undefined, freeCourts: number | undefined, anyFree: number): string {
  if (state === 'free' && freeCourts !== undefined) return freeCourts === 1 ? '1 court free' : `${freeCourts} courts free`
  if (state === 'taken' && court !== undefined && anyFree > 0) return `taken on court ${court}`
  return stateWord(state)
}

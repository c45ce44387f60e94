import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { formatBookingDate, zoneLabel, type IsoDate } from '~/lib/club-time'
import { stripDays, stripLabel } from '../lib/booking-flow'
import { m } from '~/i18n/member'

export interface DateStripProps {
  value: IsoDate
  /** The club's today: the strip starts there, so no earlier day can be chosen. */
  today: IsoDate
  /** The last day the club's booking horizon allows (null: not known on this device). */
  lastDate: IsoDate | null
  timeZone: string
  onChange: (date: IsoDate) => void
  error?: string
  disabled?: boolean
}

/**
 * The booking date as a row of days, two weeks at a time: one tap instead of a calendar, and no browser
 * date format next to the app's own. Later pages run to the club's booking horizon.
 */
export function DateStrip({ value, today, lastDate, timeZone, onChange, error, disabled }: DateStripProps) {
  const { days, earlier, later } = stripDays(today, lastDate, value || today)
  const chosen = useRef<HTMLButtonElement>(null)
  // The chosen day stays in sight when the page of days changes or the strip scrolls on a phone.
  useEffect(() => {
    chosen.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [value])

  return (
    <fieldset aria-describedby="date-strip-help" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' })} disabled={disabled}>
      <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '1.5' })}>{m.booking_field_date()}</legend>
      <div className={css({ display: 'flex', alignItems: 'stretch', gap: '1' })}>
        {earlier ? (
          <button type="button" className={pager} aria-label={m.booking_earlier_dates()} onClick={() => onChange(earlier)}>
            ‹
          </button>
        ) : null}
        <div
          className={css({ display: 'flex', gap: '1.5', overflowX: 'auto', scrollSnapType: 'x proximity', pb: '1', flex: '1', minW: '0' })}
        >
          {days.map((day) => {
            const label = stripLabel(day, today)
            const pressed = day === value
            return (
              <button
                key={day}
                ref={pressed ? chosen : undefined}
                type="button"
                aria-pressed={pressed}
                // The words shown ("Today 24 Nov") are in the name too, so speech input finds the button by them.
                aria-label={`${formatBookingDate(day)}${day === today ? `, ${label.weekday} ${label.day} ${label.month}` : ''}`}
                onClick={() => onChange(day)}
                className={dayButton}
              >
                {/* The spaces between the lines (no room in a column) keep the words apart for tools reading the visible text. */}
                <span aria-hidden className={css({ textStyle: 'xs', fontWeight: 'medium' })}>
                  {label.weekday}
                </span>{' '}
                <span aria-hidden className={css({ textStyle: 'lg', fontWeight: 'bold', lineHeight: '1.2' })}>
                  {label.day}
                </span>{' '}
                <span aria-hidden className={css({ textStyle: 'xs' })}>
                  {label.month}
                </span>
              </button>
            )
          })}
        </div>
        {later ? (
          <button type="button" className={pager} aria-label={m.booking_later_dates()} onClick={() => onChange(later)}>
            ›
          </button>
        ) : null}
      </div>
      {error ? (
        <p id="date-strip-help" role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : (
        <p id="date-strip-help" className={css({ color: 'fg.muted', textStyle: 'xs' })}>
          {formatBookingDate(value || today)} · {zoneLabel(timeZone)}
        </p>
      )}
    </fieldset>
  )
}

const dayButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minW: '12',
  minH: '16',
  px: '1.5',
  py: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  _hover: { bg: 'court.subtle.bg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed', opacity: '0.6' },
  // The chosen day stays dark under the pointer: the light hover colour would leave its white text unreadable.
  '&[aria-pressed=true]': { bg: 'court.solid.bg', color: 'court.solid.fg', borderColor: 'court.solid.bg', _hover: { bg: 'court.solid.bg.hover' } },
})

const pager = css({
  flex: '0 0 auto',
  w: '9',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  textStyle: 'xl',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
})

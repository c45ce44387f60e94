import { parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '~/components/icons'
import * as DatePicker from '~/components/ui/date-picker'
import { clampIsoDate, formatBookingDate, isIsoDate, type IsoDate } from '~/lib/club-time'
import { parseBookingDate } from '~/lib/typed-date'
import { m } from '~/i18n/public'
import { getFormatTag, getLocale } from '~/i18n/current-locale'
import { formatDateTime } from '~/lib/time-format'

export interface DateInputProps {
  /** The visible label, and the field's accessible name. */
  label: string
  /** "YYYY-MM-DD", or '' when no date is chosen. */
  value: IsoDate | ''
  /** Called with the chosen date as "YYYY-MM-DD", or '' when the field is emptied. */
  onChange(value: IsoDate | ''): void
  /** Days before `min` or after `max` cannot be chosen (a typed one is brought back inside). */
  min?: IsoDate | undefined
  max?: IsoDate | undefined
  id?: string
  name?: string
  required?: boolean
  /** Marks a required field with "*" in its label, for forms whose other required fields show one. */
  requiredMark?: boolean
  disabled?: boolean
  invalid?: boolean
  /** Shown under the field and read with it; makes the field invalid. */
  error?: string | undefined
  'aria-describedby'?: string | undefined
  className?: string
}

const toDateValue = (iso: string | undefined): DateValue | undefined => (iso && isIsoDate(iso) ? parseDate(iso) : undefined)
const shown = (iso: string) => (iso ? formatBookingDate(iso) : '')
/** The placeholder's example date: "24 Nov 2026" in English, the reader's own form in other languages. */
const dateExample = () =>
  formatDateTime(Date.UTC(2026, 10, 24), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, getLocale() === 'en' ? 'en-GB' : undefined)

/**
 * A date field that reads as the rest of the app does ("Tue 24 Nov 2026", whatever the browser's language),
 * unlike the native date input. The date can be typed (that form or ISO) or picked from a calendar that
 * arrow keys move through; the value stays an ISO date so forms and their checks do not change.
 */
export function DateInput({ label, value, onChange, min, max, id, name, required, requiredMark, disabled, invalid, error, className, ...rest }: DateInputProps) {
  const chosen = toDateValue(value)
  const errorId = useId()
  const ownId = useId()
  const inputId = id ?? ownId
  // The text is ours, not Ark's: Ark's input keeps only digits and separators, so "24 Nov 2026" could not be typed.
  const [text, setText] = useState(shown(value))
  useEffect(() => setText(shown(value)), [value])
  function commit(): boolean {
    const typed = text.trim()
    if (typed === shown(value)) return false
    if (!typed) {
      onChange('')
      return true
    }
    const iso = parseBookingDate(typed)
    // Unreadable: back to the date the field had, rather than a guess.
    const next = iso ? clampIsoDate(iso, min, max) : value
    setText(shown(next))
    if (next !== value) onChange(next)
    return true
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // Enter takes a typed date; with nothing new typed it submits the form as usual.
    if (e.key === 'Enter' && commit()) e.preventDefault()
  }
  const describedBy = [rest['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <DatePicker.Root
      ids={{ input: () => inputId }}
      className={className}
      value={chosen ? [chosen] : []}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={invalid || !!error}
      required={required}
      locale={getLocale() === 'en' ? 'en-GB' : getFormatTag()}
      selectionMode="single"
      // Also what Ark writes into the field after a day is picked: the same words as the typed text.
      format={(date) => formatBookingDate(date.toString())}
      translations={{ trigger: (open) => (open ? m.site_close_calendar() : m.site_open_calendar({ label })) }}
      // Fixed: the calendar is not clipped by a scrolling panel or dialog it opens from.
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
    >
      <DatePicker.Label>
        {label}
        {required && requiredMark ? (
          <span aria-hidden="true" className={css({ color: 'fg.error', ms: '0.5' })}>
            *
          </span>
        ) : null}
      </DatePicker.Label>
      <DatePicker.Control>
        {/* data-part: Ark finds it to give focus back after a day is picked. */}
        <DatePicker.TextInput
          id={inputId}
          data-scope="date-picker"
          data-part="input"
          name={name}
          value={text}
          placeholder={m.site_date_example({ example: dateExample() })}
          autoComplete="off"
          required={required}
          disabled={disabled}
          aria-invalid={invalid || !!error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
        />
        <DatePicker.Trigger>
          <CalendarIcon />
        </DatePicker.Trigger>
      </DatePicker.Control>
      {error ? (
        <p id={errorId} className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Context>
              {(picker) => (
                <>
                  <DatePicker.ViewControl>
                    <DatePicker.PrevTrigger>
                      <ChevronLeftIcon />
                    </DatePicker.PrevTrigger>
                    <DatePicker.RangeText />
                    <DatePicker.NextTrigger>
                      <ChevronRightIcon />
                    </DatePicker.NextTrigger>
                  </DatePicker.ViewControl>
                  <DatePicker.Table>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {picker.weekDays.map((day) => (
                          <DatePicker.TableHeader key={day.long} abbr={day.long}>
                            {day.narrow}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {picker.weeks.map((week) => (
                        <DatePicker.TableRow key={week[0]?.toString()}>
                          {week.map((day) => (
                            <DatePicker.TableCell key={day.toString()} value={day}>
                              <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  )
}


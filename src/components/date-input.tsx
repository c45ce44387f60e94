import { parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '~/components/icons'
import * as DatePicker from '~/components/ui/date-picker'
import { formatBookingDate, isIsoDate, parseBookingDate, type IsoDate } from '~/lib/club-time'

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
  disabled?: boolean
  invalid?: boolean
  /** Shown under the field and read with it; makes the field invalid. */
  error?: string | undefined
  'aria-describedby'?: string | undefined
  className?: string
}

const toDateValue = (iso: string | undefined): DateValue | undefined => (iso && isIsoDate(iso) ? parseDate(iso) : undefined)

/**
 * A date field that reads as the rest of the app does ("Tue 24 Nov 2026", whatever the browser's language),
 * unlike the native date input. The date can be typed (that form or ISO) or picked from a calendar that
 * arrow keys move through; the value stays an ISO date so forms and their checks do not change.
 */
export function DateInput({ label, value, onChange, min, max, id, name, required, disabled, invalid, error, className, ...rest }: DateInputProps) {
  const chosen = toDateValue(value)
  const errorId = useId()
  const describedBy = [rest['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <DatePicker.Root
      {...(id ? { ids: { input: () => id } } : {})}
      className={className}
      value={chosen ? [chosen] : []}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={invalid || !!error}
      required={required}
      name={name}
      locale="en-GB"
      selectionMode="single"
      format={(date) => formatBookingDate(date.toString())}
      parse={(text) => {
        const iso = parseBookingDate(text)
        return iso ? parseDate(iso) : undefined
      }}
      translations={{ trigger: (open) => (open ? 'Close the calendar' : `Open the calendar for “${label}”`) }}
      // Fixed: the calendar is not clipped by a scrolling panel or dialog it opens from.
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
    >
      <DatePicker.Label>
        {label}
        {required ? (
          <span aria-hidden="true" className={css({ color: 'fg.error', ms: '0.5' })}>
            *
          </span>
        ) : null}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input placeholder="e.g. 24 Nov 2026" aria-describedby={describedBy} />
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


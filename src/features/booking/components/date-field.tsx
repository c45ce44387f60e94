import * as Field from '~/components/ui/field'
import { formatBookingDate, zoneLabel, type IsoDate } from '~/lib/club-time'

export interface DateFieldProps {
  value: string
  /** The club's today: the earliest bookable date. */
  today: IsoDate
  /** The last day the club's booking horizon allows (null: not known on this device). */
  lastDate?: IsoDate | null
  timeZone: string
  onChange: (date: IsoDate) => void
  error?: string
  disabled?: boolean
}

/**
 * The native date picker: on phones it is the system's own, and `min` greys out every day before the
 * club's today (spec: dates before today are disabled). A cleared date falls back to today (spec §3).
 */
export function DateField({ value, today, lastDate, timeZone, onChange, error, disabled }: DateFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <Field.Label>Date</Field.Label>
      <Field.Input
        type="date"
        name="date"
        min={today}
        max={lastDate ?? undefined}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value === '' ? today : e.currentTarget.value)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {zoneLabel(timeZone)} · today is {formatBookingDate(today)}
        </Field.HelperText>
      )}
    </Field.Root>
  )
}

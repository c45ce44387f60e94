import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import * as Field from '~/components/ui/field'
import { currencySign } from '~/lib/money'
import type { StaffClub } from '~/lib/staff-clubs'
import { zoneLabel } from '~/lib/club-time'
import type { CreateTournamentValues, FieldErrors } from '../../schemas/create-tournament'

export interface CreateTournamentFieldsProps {
  clubs: StaffClub[]
  values: CreateTournamentValues
  errors: FieldErrors
  disabled: boolean
  onChange: (patch: Partial<CreateTournamentValues>) => void
}

type Name = keyof CreateTournamentValues

/** The create form's inputs, each with its label, hint and error. */
export function CreateTournamentFields({ clubs, values, errors, disabled, onChange }: CreateTournamentFieldsProps) {
  const club = clubs.find((c) => c.id === values.clubId)
  const text = (name: Name, label: string, opts: { type?: string; helper?: string; required?: boolean; inputMode?: 'decimal' | 'numeric'; min?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[name])} required={opts.required ?? false} disabled={disabled}>
      <Field.Label>
        {label}
        {opts.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Field.Input
        name={name}
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        min={opts.min}
        value={values[name]}
        onChange={(e) => onChange({ [name]: e.currentTarget.value })}
        autoComplete="off"
      />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : opts.helper ? <Field.HelperText>{opts.helper}</Field.HelperText> : null}
    </Field.Root>
  )
  const date = (name: 'startsOn' | 'endsOn', label: string) => (
    <DateInput label={label} name={name} required requiredMark disabled={disabled} value={values[name]} onChange={(iso) => onChange({ [name]: iso })} error={errors[name]} />
  )
  const pair = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Field.Root invalid={Boolean(errors.clubId)} required disabled={disabled}>
        <Field.Label>
          Club
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Select name="clubId" value={values.clubId} onChange={(e) => onChange({ clubId: e.currentTarget.value })}>
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Field.Select>
        {errors.clubId ? <Field.ErrorText>{errors.clubId}</Field.ErrorText> : null}
      </Field.Root>
      {text('name', 'Name', { required: true })}
      <Field.Root invalid={Boolean(errors.format)} required disabled={disabled}>
        <Field.Label>
          Format
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Select name="format" value={values.format} onChange={(e) => onChange({ format: e.currentTarget.value })}>
          <option value="knockout">Knockout</option>
          <option value="round_robin">Round robin</option>
          <option value="americano">Americano</option>
        </Field.Select>
        {errors.format ? <Field.ErrorText>{errors.format}</Field.ErrorText> : null}
      </Field.Root>
      <div className={pair}>
        {date('startsOn', 'First day')}
        {date('endsOn', 'Last day')}
      </div>
      {text('closesAt', 'Registration closes', { type: 'datetime-local', required: true, helper: club ? `On the club's clock (${zoneLabel(club.time_zone)}).` : undefined })}
      <div className={pair}>
        {text('entryFee', club ? `Entry fee per team (${currencySign(club.currency)})` : 'Entry fee per team', {
          inputMode: 'decimal',
          required: true,
          helper: club ? `In ${club.currency}, the club's currency. 0 for a free tournament.` : '0 for a free tournament.',
        })}
        {text('maxTeams', 'Maximum teams', { inputMode: 'numeric', required: true, helper: 'From 2 to 64.' })}
      </div>
      <div className={pair}>
        {text('levelMin', 'Lowest team rating', { inputMode: 'numeric', helper: 'Empty: no lower limit.' })}
        {text('levelMax', 'Highest team rating', { inputMode: 'numeric', helper: 'Empty: no upper limit.' })}
      </div>
      <Field.Root invalid={Boolean(errors.description)} disabled={disabled}>
        <Field.Label>Description</Field.Label>
        <Field.Textarea name="description" value={values.description} onChange={(e) => onChange({ description: e.currentTarget.value })} rows={3} />
        {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
      </Field.Root>
    </div>
  )
}

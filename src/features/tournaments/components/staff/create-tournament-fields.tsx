import { css } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import * as Field from '~/components/ui/field'
import { currencySign } from '~/lib/money'
import type { StaffClub } from '~/lib/staff-clubs'
import type { CreateTournamentValues, FieldErrors } from '../../schemas/create-tournament'
import { m } from '~/i18n/member'

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
          {m.tournaments_club()}
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
      {text('name', m.tournaments_name(), { required: true })}
      <Field.Root invalid={Boolean(errors.format)} required disabled={disabled}>
        <Field.Label>
          {m.tournaments_fact_format()}
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Select name="format" value={values.format} onChange={(e) => onChange({ format: e.currentTarget.value })}>
          <option value="knockout">{m.tournaments_format_knockout()}</option>
          <option value="round_robin">{m.tournaments_format_round_robin()}</option>
          <option value="americano">{m.tournaments_format_americano()}</option>
        </Field.Select>
        {errors.format ? <Field.ErrorText>{errors.format}</Field.ErrorText> : null}
      </Field.Root>
      <div className={pair}>
        {date('startsOn', m.tournaments_first_day())}
        {date('endsOn', m.tournaments_last_day())}
      </div>
      {text('closesAt', m.tournaments_fact_closes(), {
        type: 'datetime-local',
        required: true,
        helper: club ? m.tournaments_closes_helper({ city: (club.time_zone.split('/').pop() ?? club.time_zone).replace(/_/g, ' ') }) : undefined,
      })}
      <div className={pair}>
        {text('entryFee', club ? m.tournaments_fee_label_sign({ sign: currencySign(club.currency) }) : m.tournaments_fee_label(), {
          inputMode: 'decimal',
          required: true,
          helper: club ? m.tournaments_fee_helper_currency({ currency: club.currency }) : m.tournaments_fee_helper(),
        })}
        {text('maxTeams', m.tournaments_max_teams(), { inputMode: 'numeric', required: true, helper: m.tournaments_max_teams_helper() })}
      </div>
      <div className={pair}>
        {text('levelMin', m.tournaments_level_min_label(), { inputMode: 'numeric', helper: m.tournaments_level_min_helper() })}
        {text('levelMax', m.tournaments_level_max_label(), { inputMode: 'numeric', helper: m.tournaments_level_max_helper() })}
      </div>
      <Field.Root invalid={Boolean(errors.description)} disabled={disabled}>
        <Field.Label>{m.tournaments_description()}</Field.Label>
        <Field.Textarea name="description" value={values.description} onChange={(e) => onChange({ description: e.currentTarget.value })} rows={3} />
        {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
      </Field.Root>
    </div>
  )
}

import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { DateInput } from '~/components/date-input'
import { NativeSelect } from '~/components/native-select'
import { Input } from '~/components/ui/input'
import { m } from '~/i18n/staff'
import { getLocale } from '~/i18n/current-locale'
import type { AuditFilters } from '../api/audit-entries'
import { actionLabel } from '../lib/audit-words'
import type { AuditOptions } from './use-audit-options'

const control = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })
// On a phone each filter takes a row: a written-out day and its calendar button need the width.
const wide = css({ gridColumn: { base: 'span 2', lg: 'auto' } })
const label = css({ textStyle: 'sm', fontWeight: 'medium' })

/** Club, person, kind of action and the days: each change shows the first page of what matches. */
export function AuditFiltersForm({ value, options, onChange }: { value: AuditFilters; options: AuditOptions; onChange: (next: AuditFilters) => void }) {
  const ids = { club: useId(), person: useId(), action: useId() }
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch })
  // In the reader's language, in their alphabetical order (the server sorts the English).
  const collator = new Intl.Collator(getLocale())
  const actions = options.actions
    .map((a) => ({ action: a.action, label: actionLabel({ label: a.label, message: a.label_message }) }))
    .sort((a, b) => collator.compare(a.label, b.label))
  return (
    <form
      role="search"
      aria-label={m.audit_log_filter_label()}
      onSubmit={(e) => e.preventDefault()}
      className={css({ display: 'grid', gap: '3', mb: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) 13rem 13rem' }, alignItems: 'end' })}
    >
      <div className={cx(control, wide)}>
        <label htmlFor={ids.club} className={label}>
          {m.audit_log_club()}
        </label>
        <NativeSelect id={ids.club} value={value.clubId} onChange={(e) => set({ clubId: e.target.value })}>
          <option value="">{m.audit_log_all_clubs()}</option>
          {options.clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={cx(control, wide)}>
        <label htmlFor={ids.person} className={label}>
          {m.audit_log_person()}
        </label>
        <Input
          id={ids.person}
          type="search"
          value={value.person}
          maxLength={100}
          placeholder={m.audit_log_person_placeholder()}
          onChange={(e) => set({ person: e.target.value })}
        />
      </div>
      <div className={cx(control, wide)}>
        <label htmlFor={ids.action} className={label}>
          {m.audit_log_action()}
        </label>
        <NativeSelect id={ids.action} value={value.action} onChange={(e) => set({ action: e.target.value })}>
          <option value="">{m.audit_log_all_actions()}</option>
          {actions.map((a) => (
            <option key={a.action} value={a.action}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DateInput label={m.audit_log_from()} className={wide} value={value.from} max={value.to || undefined} onChange={(from) => set({ from })} />
      <DateInput label={m.audit_log_to()} className={wide} value={value.to} min={value.from || undefined} onChange={(to) => set({ to })} />
    </form>
  )
}

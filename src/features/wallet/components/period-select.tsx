import { useId } from 'react'
import { css } from 'styled-system/css'
import { periods, type PeriodKey } from '../lib/period'
import { m } from '~/i18n/member'

const select = css({
  h: '10',
  px: '3',
  pe: '8',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.default',
  textStyle: 'sm',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '1px' },
})

interface PeriodSelectProps<K extends string> {
  value: K
  onChange: (key: K) => void
  label?: string
  /** The choices; the preset periods unless the caller adds its own (e.g. custom dates). */
  options?: readonly { key: K; label: string }[]
}

/** The period filter: a native select, so phones show their own picker. */
export function PeriodSelect<K extends string = PeriodKey>({ value, onChange, label, options }: PeriodSelectProps<K>) {
  const choices = options ?? (periods() as unknown as readonly { key: K; label: string }[])
  const id = useId()
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <label htmlFor={id} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
        {label ?? m.wallet_period()}
      </label>
      <select id={id} className={select} value={value} onChange={(e) => onChange(e.target.value as K)}>
        {choices.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </select>
    </div>
  )
}

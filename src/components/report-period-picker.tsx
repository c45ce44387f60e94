import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { DateInput } from '~/components/date-input'
import { periodProblem, REPORT_PERIODS, type Period, type PeriodChoice } from '~/lib/report-period'
import { m } from '~/i18n/member'

const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  fontWeight: 'medium',
  textStyle: 'sm',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'court.subtle.bg' },
  '&:has(input:checked)': { bg: 'court.solid.bg', color: 'court.solid.fg', borderColor: 'court.solid.bg' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'court.solid.bg', outlineOffset: '2px' },
})

// Room for "Wed 30 Sep 2026" and the calendar button, two to a row from a phone up.
const dateWidth = css({ w: '13rem', maxW: 'full' })

type Choice = PeriodChoice['key']

interface Props {
  preset: Choice
  custom: Period
  onPreset: (preset: Choice) => void
  onCustom: (period: Period) => void
}

/** This week, this month, the last 30 days, or two dates of one's own. */
export function ReportPeriodPicker({ preset, custom, onPreset, onCustom }: Props) {
  const name = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '2', float: 'left', w: 'full' })}>{m.memberkit_period()}</legend>
        {REPORT_PERIODS.map((p) => (
          <label key={p.key} className={choice}>
            <input type="radio" name={name} value={p.key} checked={preset === p.key} onChange={() => onPreset(p.key)} className={css({ srOnly: true })} />
            {p.label}
          </label>
        ))}
      </fieldset>
      {preset === 'custom' ? <CustomPeriodForm initial={custom} onCustom={onCustom} /> : null}
    </div>
  )
}

/** Two dates, checked here with the database's own sentences before anything is asked of it. */
function CustomPeriodForm({ initial, onCustom }: { initial: Period; onCustom: (period: Period) => void }) {
  const problemId = useId()
  const [from, setFrom] = useState(initial.from)
  const [to, setTo] = useState(initial.to)
  const [problem, setProblem] = useState<string | null>(null)
  const described = problem ? { 'aria-describedby': problemId, invalid: true } : {}
  return (
    <form
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}
      onSubmit={(e) => {
        e.preventDefault()
        const why = periodProblem({ from, to })
        setProblem(why)
        if (!why) onCustom({ from, to })
      }}
    >
      <DateInput label={m.memberkit_from()} value={from} onChange={setFrom} className={dateWidth} {...described} />
      <DateInput label={m.memberkit_to()} value={to} onChange={setTo} className={dateWidth} {...described} />
      <Button type="submit" variant="outline">
        {m.memberkit_show_report()}
      </Button>
      {problem ? (
        <p id={problemId} role="alert" className={css({ color: 'red.plain.fg', textStyle: 'sm', w: 'full' })}>
          {problem}
        </p>
      ) : null}
    </form>
  )
}

import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { MAX_SETS, type SetInput } from '../../lib/set-scores'
import { m } from '~/i18n/member'

export interface SetsFieldProps {
  sets: SetInput[]
  onChange: (sets: SetInput[]) => void
  error?: string
  /** The set the error is about, marked invalid. */
  errorSet?: number
}

const games = css({ w: '16', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })

/** Games per set, the player's team first ("us – them"), up to five sets. */
export function SetsField({ sets, onChange, error, errorSet }: SetsFieldProps) {
  const update = (i: number, patch: Partial<SetInput>) => onChange(sets.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-describedby={error ? 'sets-error' : undefined}>
      <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '1.5' })}>{m.matches_score_legend()}</legend>
      {sets.map((s, i) => (
        <div key={i} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span className={css({ textStyle: 'sm', color: 'fg.muted', w: '12' })}>{m.matches_set_n({ set: i + 1 })}</span>
          <Input
            className={games}
            inputMode="numeric"
            aria-label={m.matches_set_mine_label({ set: i + 1 })}
            aria-invalid={errorSet === i || undefined}
            value={s.mine}
            maxLength={2}
            onChange={(e) => update(i, { mine: e.currentTarget.value })}
          />
          <span aria-hidden>–</span>
          <Input
            className={games}
            inputMode="numeric"
            aria-label={m.matches_set_theirs_label({ set: i + 1 })}
            aria-invalid={errorSet === i || undefined}
            value={s.theirs}
            maxLength={2}
            onChange={(e) => update(i, { theirs: e.currentTarget.value })}
          />
          {sets.length > 1 ? (
            <Button size="sm" variant="ghost" aria-label={m.matches_remove_set_label({ set: i + 1 })} onClick={() => onChange(sets.filter((_, j) => j !== i))}>
              {m.matches_remove()}
            </Button>
          ) : null}
        </div>
      ))}
      {sets.length < MAX_SETS ? (
        <Button size="sm" variant="outline" className={css({ alignSelf: 'flex-start' })} onClick={() => onChange([...sets, { mine: '', theirs: '' }])}>
          {m.matches_add_set()}
        </Button>
      ) : null}
      {error ? (
        <p id="sets-error" role="alert" className={css({ color: 'fg.error', textStyle: 'sm', fontWeight: 'medium' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

import { css } from 'styled-system/css'
import { useCountUp } from '~/lib/use-count-up'
import { useNetworkStats } from '../api/use-network-stats'

const LABELS = [
  { key: 'countries', label: 'Countries' },
  { key: 'courts', label: 'Courts' },
  { key: 'members', label: 'Members' },
] as const

const format = new Intl.NumberFormat('en')

function Counter({ label, target }: { label: string; target: number | undefined }) {
  const shown = useCountUp(target)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
      <dt className={css({ order: 2, textStyle: { base: 'xs', md: 'sm' }, textTransform: 'uppercase', letterSpacing: '0.14em', color: 'fg.invertedMuted' })}>
        {label}
      </dt>
      <dd className={css({ order: 1, fontWeight: 'black', textStyle: { base: '3xl', md: '5xl' }, color: 'fg.accent', fontVariantNumeric: 'tabular-nums' })}>
        {/* The moving number is for the eye; assistive tech gets the final value once. */}
        <span aria-hidden="true" data-testid={`counter-${label.toLowerCase()}`}>
          {shown === undefined ? '—' : format.format(shown)}
        </span>
        <span className={css({ srOnly: true })}>{target === undefined ? 'not available' : format.format(target)}</span>
      </dd>
    </div>
  )
}

/** The hero's network counters, read from the database; without data they show no numbers at all. */
export function NetworkCounters() {
  const state = useNetworkStats()
  const stats = state.status === 'ready' ? state.stats : undefined
  return (
    <dl
      aria-label="The ELSY network"
      aria-busy={state.status === 'loading'}
      className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { base: '4', md: '10' }, maxW: '2xl' })}
    >
      {LABELS.map(({ key, label }) => (
        <Counter key={key} label={label} target={stats?.[key]} />
      ))}
    </dl>
  )
}

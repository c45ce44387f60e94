import { css } from 'styled-system/css'
import { formatLastUpdated } from '~/lib/last-updated'
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

const noteClass = css({ textStyle: 'sm', color: 'fg.invertedMuted', maxW: '2xl' })

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * The hero's network counters, read from the database. When it cannot be asked, the figures this device read
 * last, saying when; with none kept, a sentence: never bare dashes, never made-up numbers.
 */
export function NetworkCounters() {
  const state = useNetworkStats()
  if (state.status === 'failed') {
    return (
      <p className={noteClass} data-testid="network-figures-note">
        {offline()
          ? 'You are offline: our network’s countries, courts and members show here once you are back online.'
          : 'Our network’s figures could not be loaded right now.'}
      </p>
    )
  }
  const stats = state.status === 'ready' || state.status === 'kept' ? state.stats : undefined
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Counters stats={stats} busy={state.status === 'loading'} />
      {state.status === 'kept' ? (
        <p className={noteClass} data-testid="network-figures-note">
          {offline() ? 'Offline' : 'Not up to date'}: figures last read on this device on {formatLastUpdated(state.at)}.
        </p>
      ) : null}
    </div>
  )
}

function Counters({ stats, busy }: { stats: { countries: number; courts: number; members: number } | undefined; busy: boolean }) {
  return (
    <dl
      aria-label="The ELSY network"
      aria-busy={busy}
      className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { base: '4', md: '10' }, maxW: '2xl' })}
    >
      {LABELS.map(({ key, label }) => (
        <Counter key={key} label={label} target={stats?.[key]} />
      ))}
    </dl>
  )
}

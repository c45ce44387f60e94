import { css } from 'styled-system/css'
import { formatLastUpdated } from '~/lib/last-updated'
import { useCountUp } from '~/lib/use-count-up'
import { useNetworkStats } from '../api/use-network-stats'
import { m } from '~/i18n/public'
import { getFormatTag } from '~/i18n/current-locale'

const LABELS = [
  { key: 'countries', label: () => m.landing_countries() },
  { key: 'courts', label: () => m.landing_courts() },
  { key: 'members', label: () => m.landing_members() },
] as const

// Built once per language: the count-up renders every frame.
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(tag: string): Intl.NumberFormat {
  let format = formats.get(tag)
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format
}

function Counter({ id, label, target }: { id: string; label: string; target: number | undefined }) {
  const shown = useCountUp(target)
  const format = numberFormat(getFormatTag())
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
      <dt className={css({ order: 2, textStyle: { base: 'xs', md: 'sm' }, textTransform: 'uppercase', letterSpacing: '0.14em', color: 'fg.invertedMuted' })}>
        {label}
      </dt>
      <dd className={css({ order: 1, fontWeight: 'black', textStyle: { base: '3xl', md: '5xl' }, color: 'fg.accent', fontVariantNumeric: 'tabular-nums' })}>
        {/* The moving number is for the eye; assistive tech gets the final value once. */}
        <span aria-hidden="true" data-testid={`counter-${id}`}>
          {shown === undefined ? '—' : format.format(shown)}
        </span>
        <span className={css({ srOnly: true })}>{target === undefined ? m.landing_not_available() : format.format(target)}</span>
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
          ? m.landing_offline_note()
          : m.landing_failed_note()}
      </p>
    )
  }
  const stats = state.status === 'ready' || state.status === 'kept' ? state.stats : undefined
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Counters stats={stats} busy={state.status === 'loading'} />
      {state.status === 'kept' ? (
        <p className={noteClass} data-testid="network-figures-note">
          {offline() ? m.landing_kept_offline({ when: formatLastUpdated(state.at) }) : m.landing_kept_stale({ when: formatLastUpdated(state.at) })}
        </p>
      ) : null}
    </div>
  )
}

function Counters({ stats, busy }: { stats: { countries: number; courts: number; members: number } | undefined; busy: boolean }) {
  return (
    <dl
      aria-label={m.landing_network_label()}
      aria-busy={busy}
      className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { base: '4', md: '10' }, maxW: '2xl' })}
    >
      {LABELS.map(({ key, label }) => (
        <Counter key={key} id={key} label={label()} target={stats?.[key]} />
      ))}
    </dl>
  )
}

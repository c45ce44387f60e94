import { css } from 'styled-system/css'

export interface Fact {
  label: string
  value: React.ReactNode
}

/** Label/value pairs (dates, format, level, fee…) as a description list, two columns where there is room. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: {
          base: columns === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          lg: columns === 3 ? 'repeat(3, minmax(0, 1fr))' : columns === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
        },
      })}
    >
      {facts.map((f) => (
        <div key={f.label} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
          <dt className={css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>{f.label}</dt>
          <dd className={css({ textStyle: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' })}>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

import { css } from 'styled-system/css'

interface EmptyStateProps {
  icon?: React.ComponentType<{ size?: number }>
  title: string
  description?: string
  children?: React.ReactNode
}

/** Says plainly that something has no data (yet) instead of showing invented numbers. */
export function EmptyState({ icon: Icon, title, description, children }: EmptyStateProps) {
  return (
    <section
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: '10',
        px: '6',
        bg: 'bg.default',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        borderRadius: 'l3',
      })}
    >
      {Icon ? (
        <span className={css({ display: 'grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', bg: 'court.subtle.bg', color: 'court.subtle.fg' })}>
          <Icon size={28} />
        </span>
      ) : null}
      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>{title}</h2>
      {description ? <p className={css({ color: 'fg.muted', maxW: 'md' })}>{description}</p> : null}
      {children}
    </section>
  )
}

import { css } from 'styled-system/css'

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: React.ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <h1 className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.default', letterSpacing: '-0.01em' })}>
          {title}
        </h1>
        {description ? <p className={css({ color: 'fg.muted', textStyle: 'md' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
    </div>
  )
}

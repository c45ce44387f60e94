import { css } from 'styled-system/css'

const titleStyle = css({ gridArea: '1 / 1', textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.default', letterSpacing: '-0.01em' })

/**
 * A page's heading row. `longestTitle`: when the title changes once data arrives (a greeting that waits
 * for the server), the heading keeps the room of its longest wording from the first frame, so nothing
 * below it moves when the words change.
 */
export function PageHeader({ title, description, actions, longestTitle }: { title: string; description?: string; actions?: React.ReactNode; longestTitle?: string }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <div className={css({ display: 'grid' })}>
          <h1 className={titleStyle}>{title}</h1>
          {longestTitle ? (
            <div aria-hidden className={`${titleStyle} ${css({ visibility: 'hidden' })}`}>
              {longestTitle}
            </div>
          ) : null}
        </div>
        {description ? <p className={css({ color: 'fg.muted', textStyle: 'md' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
    </div>
  )
}

import { css } from 'styled-system/css'

/** Title + optional description, as every toast in docs/product.md §8 has. */
export function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', textAlign: 'start' })}>
      <strong className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>{title}</strong>
      {description ? <span className={css({ textStyle: 'sm', opacity: 0.92 })}>{description}</span> : null}
    </span>
  )
}

import { css } from 'styled-system/css'

export const nativeSelect = css({
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  minW: '0',
  _disabled: { opacity: 0.55 },
})
export const fieldLabel = css({ textStyle: 'sm', fontWeight: 'medium' })
export const control = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })
export const alertText = css({ color: 'fg.error', textStyle: 'sm', fontWeight: 'medium' })

import { css } from 'styled-system/css'

/** Layout shared by the bookings dialogs' panels. */
export const panel = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', textStyle: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { fontWeight: 'medium' } })
export const choiceRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
// A radio or checkbox line a finger can hit on the desk's tablet: the whole line is the target, 44 px high.
export const choice = css({ display: 'flex', alignItems: 'center', gap: '3', textStyle: 'sm', cursor: 'pointer', minH: '11', '& input': { w: '5', h: '5', flexShrink: '0', accentColor: 'court.solid.bg' } })
export const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '0', p: '0', m: '0', '& legend': { textStyle: 'sm', fontWeight: 'medium', mb: '1' } })
export const serverError = css({ color: 'red.plain.fg', textStyle: 'sm', fontWeight: 'medium' })
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })
export const select = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default', w: 'full' })
export const priceLine = css({ textStyle: 'md', fontWeight: 'semibold' })

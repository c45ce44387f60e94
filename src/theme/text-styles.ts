import { defineTextStyles } from '@pandacss/dev'

const size = (fontSize: string, lineHeight: string) => ({ value: { fontSize, lineHeight } })

export const textStyles = defineTextStyles({
  xs: size('0.75rem', '1rem'),
  sm: size('0.875rem', '1.25rem'),
  md: size('1rem', '1.5rem'),
  lg: size('1.125rem', '1.75rem'),
  xl: size('1.25rem', '1.75rem'),
  '2xl': size('1.5rem', '2rem'),
  '3xl': size('1.875rem', '2.25rem'),
  '4xl': size('2.25rem', '2.5rem'),
  '5xl': size('3rem', '1.1'),
  '6xl': size('3.75rem', '1.05'),
})

import { styled } from 'styled-system/jsx'
import { spinner } from 'styled-system/recipes'

export const Spinner = styled('span', spinner, { defaultProps: { 'aria-hidden': true } })
export type SpinnerProps = React.ComponentProps<typeof Spinner>

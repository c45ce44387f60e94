import { ark } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'
import { Spinner } from './spinner'

const StyledButton = styled(ark.button, button)

export interface ButtonProps extends React.ComponentProps<typeof StyledButton> {
  /** Shows a spinner, disables the button and marks it busy; the label stays for screen readers. */
  loading?: boolean
  loadingText?: React.ReactNode
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading = false, loadingText, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} disabled={loading || disabled} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size="sm" />}
      {loading && loadingText ? loadingText : children}
    </StyledButton>
  )
})

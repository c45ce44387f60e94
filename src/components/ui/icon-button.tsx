import { ark } from '@ark-ui/react/factory'
import { styled } from 'styled-system/jsx'
import { iconButton } from 'styled-system/recipes'

// Always give it an aria-label: it has no visible text.
export const IconButton = styled(ark.button, iconButton, { defaultProps: { type: 'button' } })
export type IconButtonProps = React.ComponentProps<typeof IconButton>

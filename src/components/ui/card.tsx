import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { card } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(card)

export const Root = withProvider(ark.div, 'root')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
export const Title = withContext(ark.h3, 'title')
export const Description = withContext(ark.p, 'description')

export type RootProps = React.ComponentProps<typeof Root>

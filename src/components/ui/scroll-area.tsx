import { ScrollArea } from '@ark-ui/react/scroll-area'
import { createStyleContext } from 'styled-system/jsx'
import { scrollArea } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(scrollArea)

export const Root = withProvider(ScrollArea.Root, 'root')
export const Viewport = withContext(ScrollArea.Viewport, 'viewport')
export const Content = withContext(ScrollArea.Content, 'content')
export const Scrollbar = withContext(ScrollArea.Scrollbar, 'scrollbar')
export const Thumb = withContext(ScrollArea.Thumb, 'thumb')
export const Corner = withContext(ScrollArea.Corner, 'corner')

export type RootProps = React.ComponentProps<typeof Root>

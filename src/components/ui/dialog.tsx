import { Dialog } from '@ark-ui/react/dialog'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'
import { ark } from '@ark-ui/react/factory'
import { toasterElement } from '~/components/app-toaster'

const { withRootProvider, withContext } = createStyleContext(dialog)

// lazyMount + unmountOnExit keep closed dialogs out of the DOM (and out of the accessibility tree).
// The toast region sits outside every dialog: touching or swiping a toast must not count as a click outside.
export const Root = withRootProvider(Dialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, persistentElements: [toasterElement] },
})
export const RootProvider = withRootProvider(Dialog.RootProvider)
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop')
export const Positioner = withContext(Dialog.Positioner, 'positioner')
export const Content = withContext(Dialog.Content, 'content')
export const Title = withContext(Dialog.Title, 'title')
export const Description = withContext(Dialog.Description, 'description')
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
export const Trigger = Dialog.Trigger
export const Context = Dialog.Context

export type RootProps = React.ComponentProps<typeof Root>

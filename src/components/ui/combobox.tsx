import { Combobox } from '@ark-ui/react/combobox'
import { createStyleContext } from 'styled-system/jsx'
import { combobox } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(combobox)

export const Root = withProvider(Combobox.Root, 'root')
export const RootProvider = withProvider(Combobox.RootProvider, 'root')
export const Label = withContext(Combobox.Label, 'label')
export const Control = withContext(Combobox.Control, 'control')
export const Input = withContext(Combobox.Input, 'input')
export const Trigger = withContext(Combobox.Trigger, 'trigger')
export const ClearTrigger = withContext(Combobox.ClearTrigger, 'clearTrigger')
export const Positioner = withContext(Combobox.Positioner, 'positioner')
export const Content = withContext(Combobox.Content, 'content')
export const List = withContext(Combobox.List, 'list')
export const Empty = withContext(Combobox.Empty, 'empty')
export const ItemGroup = withContext(Combobox.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Combobox.ItemGroupLabel, 'itemGroupLabel')
export const Item = withContext(Combobox.Item, 'item')
export const ItemText = withContext(Combobox.ItemText, 'itemText')
export const ItemIndicator = withContext(Combobox.ItemIndicator, 'itemIndicator')
export const Context = Combobox.Context

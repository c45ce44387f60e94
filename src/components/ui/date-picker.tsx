import { DatePicker } from '@ark-ui/react/date-picker'
import { createStyleContext } from 'styled-system/jsx'
import { datePicker } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(datePicker)

export const Root = withProvider(DatePicker.Root, 'root')
export const Label = withContext(DatePicker.Label, 'label')
export const Control = withContext(DatePicker.Control, 'control')
export const Input = withContext(DatePicker.Input, 'input')
/** A plain text input in the input's style, for a field that reads typed dates itself. */
export const TextInput = withContext('input', 'input')
export const Trigger = withContext(DatePicker.Trigger, 'trigger')
export const Positioner = withContext(DatePicker.Positioner, 'positioner')
export const Content = withContext(DatePicker.Content, 'content')
export const View = withContext(DatePicker.View, 'view')
export const ViewControl = withContext(DatePicker.ViewControl, 'viewControl')
export const PrevTrigger = withContext(DatePicker.PrevTrigger, 'prevTrigger')
export const NextTrigger = withContext(DatePicker.NextTrigger, 'prevTrigger')
export const RangeText = withContext(DatePicker.RangeText, 'rangeText')
export const Table = withContext(DatePicker.Table, 'table')
export const TableHead = withContext(DatePicker.TableHead, 'tableHead')
export const TableBody = withContext(DatePicker.TableBody, 'tableBody')
export const TableRow = withContext(DatePicker.TableRow, 'tableRow')
export const TableHeader = withContext(DatePicker.TableHeader, 'tableHeader')
export const TableCell = withContext(DatePicker.TableCell, 'tableCell')
export const TableCellTrigger = withContext(DatePicker.TableCellTrigger, 'tableCellTrigger')
export const Context = DatePicker.Context

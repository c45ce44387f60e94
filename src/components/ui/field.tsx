import { Field, useFieldContext } from '@ark-ui/react/field'
import { forwardRef, type ComponentProps, type ElementType } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { field } from 'styled-system/recipes'
import { describedByIds } from './described-by'

const { withProvider, withContext } = createStyleContext(field)

/**
 * Ark links the error text to the control with aria-errormessage only, which several screen readers
 * still ignore. Adding the same id to aria-describedby (after the helper text's, before any the caller
 * passes) makes them read the message with the field. Ark only gives the id while the field is
 * invalid and the error text is rendered, so a hidden or empty error is never referenced.
 */
function withErrorDescription<T extends ElementType>(Control: T) {
  const Described = forwardRef<HTMLElement, ComponentProps<T>>(function Described(props, ref) {
    const context = useFieldContext()
    const control = context?.getInputProps()
    const ids = describedByIds(control?.['aria-describedby'], control?.['aria-errormessage'], props['aria-describedby'])
    const Component = Control as ElementType
    return <Component {...props} ref={ref} aria-describedby={ids} />
  })
  return Described as unknown as T
}

export const Root = withProvider(Field.Root, 'root')
export const Label = withContext(Field.Label, 'label')
export const Input = withContext(withErrorDescription(Field.Input), 'input')
export const Textarea = withContext(withErrorDescription(Field.Textarea), 'textarea')
export const Select = withContext(withErrorDescription(Field.Select), 'select')
export const HelperText = withContext(Field.HelperText, 'helperText')
export const ErrorText = withContext(Field.ErrorText, 'errorText')
export const RequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator')
export const Context = Field.Context

export type RootProps = React.ComponentProps<typeof Root>

import { getError, getValue, type FormStore } from '@modular-forms/react'
import { effect, untracked } from '@preact/signals-react'
import { useCallback, useSyncExternalStore } from 'react'
import type { BookCourtValues } from '../schemas/book-court'

type Form = FormStore<BookCourtValues, undefined>
type Name = keyof BookCourtValues
type Reader = (form: Form, name: Name, options: { shouldActive: false }) => string | undefined

/** A form signal read as React state: re-renders when it changes. */
function useFormSignal(form: Form, name: Name, get: Reader): string {
  const read = useCallback(() => untracked(() => get(form, name, { shouldActive: false })) ?? '', [form, name, get])
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true
      return effect(() => {
        get(form, name, { shouldActive: false })
        // effect() runs once at once; only later changes are news.
        if (first) first = false
        else onChange()
      })
    },
    [form, name, get],
  )
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * One booking-form value. The club, date, slot and court each drive other parts of the form (the grid, the
 * prices, today's date), so they are read outside their own <Field>. `shouldActive: false` reads the value
 * even before (or without) its field being mounted.
 */
export function useFormValue(form: Form, name: Name): string {
  return useFormSignal(form, name, getValue as Reader)
}

/** One field's error message ('' when none): the confirmation sheet shows them away from their fields. */
export function useFormError(form: Form, name: Name): string {
  return useFormSignal(form, name, getError as Reader)
}

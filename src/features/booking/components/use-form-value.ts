import { getValue, type FormStore } from '@modular-forms/react'
import { effect, untracked } from '@preact/signals-react'
import { useCallback, useSyncExternalStore } from 'react'
import type { BookCourtValues } from '../schemas/book-court'

type Name = keyof BookCourtValues

/**
 * One booking-form value, re-rendering when it changes. The club, date, slot and court each drive other
 * parts of the form (the grid, the prices, today's date), so they are read outside their own <Field>.
 * `shouldActive: false` reads the value even before (or without) its field being mounted.
 */
export function useFormValue(form: FormStore<BookCourtValues, undefined>, name: Name): string {
  const read = useCallback(() => untracked(() => getValue(form, name, { shouldActive: false })) ?? '', [form, name])
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true
      return effect(() => {
        getValue(form, name, { shouldActive: false })
        // effect() runs once at once; only later changes are news.
        if (first) first = false
        else onChange()
      })
    },
    [form, name],
  )
  return useSyncExternalStore(subscribe, read, read)
}

import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import type { CountryCode } from 'libphonenumber-js'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import * as Combobox from '~/components/ui/combobox'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { COUNTRY_SEARCH_DEBOUNCE_MS, filterCountries, listCountries, type Country } from '../phone'
import { m } from '~/i18n/auth'
import { getLocale } from '~/i18n/current-locale'

export interface CountrySelectProps {
  value: CountryCode
  onChange: (country: CountryCode) => void
  disabled?: boolean
}

// ISO letters rather than flag emoji: Windows and many Linux desktops have no flag glyphs.
const label = (c: Country) => `${c.code} +${c.callingCode}`

/**
 * The searchable country list of the phone input. The input shows the ISO code and calling code of the
 * chosen country; typing searches names, ISO codes and calling codes after a 250 ms pause (docs/product.md §9).
 */
export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const countries = useMemo(() => listCountries(getLocale()), [])
  const selected = countries.find((c) => c.code === value)
  const [inputValue, setInputValue] = useState(selected ? label(selected) : '')
  const [query, setQuery] = useState('')
  const debouncedQuery = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS)
  const collection = useMemo(
    () =>
      createListCollection({
        items: filterCountries(countries, debouncedQuery),
        itemToString: (c) => label(c),
        itemToValue: (c) => c.code,
      }),
    [countries, debouncedQuery],
  )

  // The parent may switch the country itself (a typed "+44…"): show it without a search.
  const shown = selected ? label(selected) : ''
  const [lastShown, setLastShown] = useState(shown)
  if (shown !== lastShown) {
    setLastShown(shown)
    setInputValue(shown)
  }

  return (
    <Combobox.Root
      className={css({ width: '8.5rem', flexShrink: 0 })}
      // The styled wrapper drops Ark's item generic; the items are Country either way.
      collection={collection as ListCollection<unknown>}
      value={[value]}
      inputValue={inputValue}
      disabled={disabled}
      openOnClick
      selectionBehavior="replace"
      // Fixed, and not portalled: a portal would sit outside the modal dialog, which hides everything
      // outside itself from screen readers; fixed escapes the scroll area's clipping instead.
      positioning={{ sameWidth: false, placement: 'bottom-start', strategy: 'fixed' }}
      onInputValueChange={({ inputValue: next, reason }) => {
        setInputValue(next)
        if (reason === 'input-change') setQuery(next)
      }}
      onValueChange={({ value: [code] }) => {
        if (code) onChange(code as CountryCode)
        setQuery('')
      }}
      onOpenChange={({ open }) => {
        // Closing without a choice puts the current country back in the input.
        if (!open) {
          setQuery('')
          setInputValue(shown)
        }
      }}
    >
      <Combobox.Label className={css({ srOnly: true })}>{m.join_country_code()}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input autoComplete="off" onFocus={(e) => e.currentTarget.select()} />
        <Combobox.Trigger aria-label={m.join_show_countries()}>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Combobox.Trigger>
      </Combobox.Control>
      <Combobox.Positioner>
        {/* Zag copies the content's z-index onto the positioner; without one the list opens under the dialog. */}
        <Combobox.Content className={css({ minW: '16rem' })}>
          <Combobox.Empty>{m.join_no_country()}</Combobox.Empty>
          {collection.items.map((c) => (
            <Combobox.Item key={c.code} item={c}>
              <Combobox.ItemText>
                {c.name} <span className={css({ color: 'fg.muted' })}>+{c.callingCode}</span>
              </Combobox.ItemText>
              <Combobox.ItemIndicator>✓</Combobox.ItemIndicator>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}

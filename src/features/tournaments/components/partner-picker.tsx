import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import * as Combobox from '~/components/ui/combobox'
import type { KnownPlayer } from '../lib/known-players'
import { usePartnerOptions, type PartnerOption } from './use-partner-options'

export interface PartnerPickerProps {
  me: string | null
  value: KnownPlayer | null
  onChange: (partner: KnownPlayer | null) => void
  error?: string
  disabled?: boolean
}

/** The partner, searched by name or username across the network (offline: among the players you know). */
export function PartnerPicker({ me, value, onChange, error, disabled }: PartnerPickerProps) {
  const [inputValue, setInputValue] = useState(value?.name ?? '')
  const [query, setQuery] = useState('')
  const { options, source, searching } = usePartnerOptions(query, me)
  // The chosen player stays in the collection, so the combobox can show it after the search moves on.
  const items = useMemo(() => (value && !options.some((o) => o.id === value.id) ? [{ ...value, detail: null }, ...options] : options), [options, value])
  const collection = useMemo(
    () => createListCollection<PartnerOption>({ items, itemToString: (p) => p.name, itemToValue: (p) => p.id }),
    [items],
  )
  const empty =
    source === 'known'
      ? query.trim().length >= 2
        ? 'No player you have played with matches. Players are searchable online.'
        : 'Type a name or username. Offline, only players from your matches are listed.'
      : searching
        ? 'Searching…'
        : 'No player found.'

  return (
    <Combobox.Root
      collection={collection as ListCollection<unknown>}
      value={value ? [value.id] : []}
      inputValue={inputValue}
      disabled={disabled}
      invalid={Boolean(error)}
      openOnClick
      selectionBehavior="replace"
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onInputValueChange={({ inputValue: next, reason }) => {
        setInputValue(next)
        if (reason === 'input-change') {
          setQuery(next)
          if (value && next !== value.name) onChange(null)
        }
      }}
      onValueChange={({ value: [id] }) => {
        const chosen = items.find((p) => p.id === id)
        onChange(chosen ? { id: chosen.id, name: chosen.name } : null)
        if (chosen) setInputValue(chosen.name)
        setQuery('')
      }}
    >
      <Combobox.Label>Partner</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input name="partner" autoComplete="off" placeholder="Search players by name or username" />
      </Combobox.Control>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{empty}</Combobox.Empty>
          {collection.items.length > 0 ? (
            <Combobox.ItemGroup>
              <Combobox.ItemGroupLabel>{source === 'known' ? 'Players you have played with' : 'Players'}</Combobox.ItemGroupLabel>
              {collection.items.map((p) => (
                <Combobox.Item key={p.id} item={p}>
                  <Combobox.ItemText>
                    {p.name}
                    {p.detail ? <span className={css({ color: 'fg.muted' })}> · {p.detail}</span> : null}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator>✓</Combobox.ItemIndicator>
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ) : null}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}

import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import * as Combobox from '~/components/ui/combobox'
import { ChevronDownIcon } from '~/components/icons'
import type { PlayerChoice } from '~/lib/search-players'
import { usePlayerSearch } from './use-player-search'
import { m } from '~/i18n/member'
import { getLocale } from '~/i18n/current-locale'

export interface PlayerPickerProps {
  label: string
  name: string
  value: PlayerChoice | null
  onChange: (player: PlayerChoice | null) => void
  /** Players who cannot be chosen here (the player and those already picked). */
  exclude: readonly string[]
  /** What the device offers without the network (people from past matches), best first. */
  known: readonly PlayerChoice[]
  /** What the list says offline about where its players come from. */
  knownHint?: string
  error?: string
  disabled?: boolean
}

/** A partner or an opponent: the network's players by name or username, or the players this device knows offline. */
export function PlayerPicker({ label, name, value, onChange, exclude, known, knownHint, error, disabled }: PlayerPickerProps) {
  const [inputValue, setInputValue] = useState(value?.name ?? '')
  const [query, setQuery] = useState('')
  const search = usePlayerSearch(query, known, exclude)
  const items = useMemo(() => {
    // The chosen player stays in the collection so Ark can show it as selected while other results come and go.
    const list = value && !search.choices.some((p) => p.id === value.id) ? [value, ...search.choices] : search.choices
    return createListCollection({ items: list, itemToString: (p) => p.name, itemToValue: (p) => p.id })
  }, [search.choices, value])
  const hint =
    search.source === 'network'
      ? null
      : search.online
        ? m.memberkit_picker_hint_online()
        : knownHint ?? m.memberkit_picker_hint_offline()

  return (
    <Combobox.Root
      collection={items as ListCollection<unknown>}
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
          // Editing the text unchooses the player, so what the field shows is always what is sent.
          if (value && next !== value.name) onChange(null)
        }
      }}
      onValueChange={({ value: [id] }) => {
        const chosen = items.items.find((p) => p.id === id) ?? null
        onChange(chosen)
        setInputValue(chosen?.name ?? '')
        setQuery('')
      }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input name={name} autoComplete="off" placeholder={m.memberkit_picker_placeholder()} />
        <Combobox.Trigger aria-label={m.memberkit_picker_show({ label: getLocale() === 'de' ? label : label.toLowerCase() })}>
          <ChevronDownIcon size={16} />
        </Combobox.Trigger>
      </Combobox.Control>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <Combobox.Positioner>
        {/* Zag gives the positioner the content's z-index (inline, over the recipe's): without one on the content
            the list slides under the next field of the dialog. */}
        <Combobox.Content>
          {hint ? <p className={css({ px: '2', py: '1.5', textStyle: 'xs', color: 'fg.muted' })}>{hint}</p> : null}
          {search.searching ? <p className={css({ px: '2', py: '1.5', textStyle: 'sm', color: 'fg.muted' })}>{m.memberkit_searching()}</p> : null}
          {!search.searching && items.items.length === 0 ? (
            <p className={css({ px: '2', py: '2', color: 'fg.muted', textStyle: 'sm' })}>{m.memberkit_no_player()}</p>
          ) : null}
          {items.items.map((p) => (
            <Combobox.Item key={p.id} item={p} className={css({ py: '1.5' })}>
              <Combobox.ItemText>
                {p.name}
                {p.detail ? <span className={css({ display: 'block', textStyle: 'xs', color: 'fg.muted' })}>{p.detail}</span> : null}
              </Combobox.ItemText>
              <Combobox.ItemIndicator>✓</Combobox.ItemIndicator>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}

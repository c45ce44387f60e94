import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import * as Combobox from '~/components/ui/combobox'
import { ChevronDownIcon } from '~/components/icons'
import { NotTakingBookingsBadge } from '~/components/not-taking-bookings'
import type { ClubRow } from '~/db/types'
import type { ClubGroups } from '../lib/booking-flow'
import { m } from '~/i18n/member'

export interface ClubFieldProps {
  clubs: readonly ClubRow[]
  /** The same clubs in the order a player looks for them (groupClubs). */
  groups: ClubGroups
  value: string
  onChange: (clubId: string) => void
  error?: string
  disabled?: boolean
}

const matches = (club: ClubRow, query: string) => {
  const q = query.trim().toLowerCase()
  return q === '' || club.name.toLowerCase().includes(q) || club.city.toLowerCase().includes(q)
}

const GROUPS: Array<{ key: keyof ClubGroups; label: () => string }> = [
  { key: 'home', label: () => m.booking_clubs_home() },
  { key: 'recent', label: () => m.booking_clubs_recent() },
  { key: 'nearby', label: () => m.booking_clubs_nearby() },
  { key: 'others', label: () => m.booking_clubs_all() },
]

/**
 * The club, searchable by name or city: the network has twenty clubs, too many to scan in a plain list. The
 * player's own club comes first, then the ones they played at lately and the ones nearby, then the rest.
 */
export function ClubField({ clubs, groups, value, onChange, error, disabled }: ClubFieldProps) {
  const selected = clubs.find((c) => c.id === value)
  const [inputValue, setInputValue] = useState(selected?.name ?? '')
  const [query, setQuery] = useState('')
  const collection = useMemo(
    () =>
      createListCollection({
        items: GROUPS.flatMap((g) => groups[g.key]).filter((c) => matches(c, query)),
        itemToString: (c) => c.name,
        itemToValue: (c) => c.id,
      }),
    [groups, query],
  )

  // The club can change from outside (the default club arriving): show its name without a search.
  const shown = selected?.name ?? ''
  const [lastShown, setLastShown] = useState(shown)
  if (shown !== lastShown) {
    setLastShown(shown)
    setInputValue(shown)
  }

  return (
    <Combobox.Root
      collection={collection as ListCollection<unknown>}
      value={value ? [value] : []}
      inputValue={inputValue}
      disabled={disabled}
      invalid={Boolean(error)}
      openOnClick
      selectionBehavior="replace"
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onInputValueChange={({ inputValue: next, reason }) => {
        setInputValue(next)
        if (reason === 'input-change') setQuery(next)
      }}
      onValueChange={({ value: [id] }) => {
        if (id) onChange(id)
        setQuery('')
      }}
      onOpenChange={({ open }) => {
        if (!open) {
          setQuery('')
          setInputValue(shown)
        }
      }}
    >
      <Combobox.Label>{m.booking_field_club()}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input name="clubId" autoComplete="off" placeholder={m.booking_choose_club()} onFocus={(e) => e.currentTarget.select()} />
        <Combobox.Trigger aria-label={m.booking_show_clubs()}>
          <ChevronDownIcon size={16} />
        </Combobox.Trigger>
      </Combobox.Control>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty className={css({ px: '2', py: '2', color: 'fg.muted', textStyle: 'sm' })}>{m.booking_no_club_found()}</Combobox.Empty>
          {GROUPS.map((g) => {
            const items = groups[g.key].filter((c) => matches(c, query))
            if (items.length === 0) return null
            return (
              <Combobox.ItemGroup key={g.key}>
                <Combobox.ItemGroupLabel>{g.label()}</Combobox.ItemGroupLabel>
                {items.map((club) => (
                  <Combobox.Item key={club.id} item={club}>
                    <Combobox.ItemText>
                      {club.name}
                      {club.name.includes(club.city) ? null : <span className={css({ color: 'fg.muted' })}> · {club.city}</span>}
                    </Combobox.ItemText>
                    {club.active ? null : <NotTakingBookingsBadge />}
                    <Combobox.ItemIndicator>✓</Combobox.ItemIndicator>
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            )
          })}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}

import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { SearchIcon } from '~/components/icons'
import * as Combobox from '~/components/ui/combobox'
import type { SearchResults } from '~/lib/network-search'
import { queryTokens } from '../lib/local-search'
import { hitValue, searchHref, type SearchHit } from '../lib/search-target'
import { SearchHitText } from './search-hit-text'
import { useNetworkSearch } from './use-network-search'

const GROUPS = ['clubs', 'courts', 'players', 'tournaments'] as const
const GROUP_LABEL: Record<SearchHit['group'], string> = { clubs: 'Clubs', courts: 'Courts', players: 'Players', tournaments: 'Tournaments' }

function hitsOf(results: SearchResults): SearchHit[] {
  return GROUPS.flatMap((group) => results[group].map((hit) => ({ group, hit }) as SearchHit))
}

const note = css({ px: '2', py: '2', textStyle: 'sm', color: 'fg.muted' })

/**
 * The top bar's search box (spec): clubs, courts, players and tournaments of the whole network, grouped;
 * choosing one opens its page. Offline it searches this device's clubs, courts and tournaments and says
 * that players need a connection.
 */
export function NetworkSearch() {
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const search = useNetworkSearch(input)
  const hits = useMemo(() => hitsOf(search.results), [search.results])
  const collection = useMemo(
    () =>
      createListCollection<SearchHit>({
        items: hits,
        itemToValue: hitValue,
        itemToString: (h) => h.hit.name,
        groupBy: (h) => h.group,
        groupSort: [...GROUPS],
      }),
    [hits],
  )
  const typed = queryTokens(input).length > 0
  const waiting = typed && (search.source === 'loading' || search.query !== input.trim())

  return (
    <Combobox.Root
      collection={collection as ListCollection<unknown>}
      inputValue={input}
      onInputValueChange={(e) => setInput(e.inputValue)}
      onSelect={(e) => {
        const choice = hits.find((h) => hitValue(h) === e.itemValue)
        if (choice) void navigate({ href: searchHref(choice) })
      }}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      allowCustomValue
      positioning={{ placement: 'bottom-start', sameWidth: false, fitViewport: true, gutter: 6 }}
      className={css({ gap: '0' })}
    >
      <Combobox.Label className={css({ srOnly: true })}>Search clubs, courts, players and tournaments</Combobox.Label>
      <Combobox.Control>
        <span aria-hidden className={css({ position: 'absolute', insetStart: '3', color: 'fg.subtle', display: 'flex', pointerEvents: 'none' })}>
          <SearchIcon size={18} />
        </span>
        <Combobox.Input
          placeholder="Search…"
          className={css({ ps: '10', pe: '3', borderRadius: 'full', bg: 'bg.subtle', borderColor: 'transparent', textStyle: 'sm', _focusVisible: { bg: 'bg.default' } })}
        />
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content className={css({ w: 'min(26rem, calc(100vw - 1.5rem))', maxH: 'min(28rem, calc(100dvh - 5rem))' })}>
          {!typed ? (
            <p className={note}>Type at least 2 letters: a club, a city, “court 3 madrid”, a player or a tournament.</p>
          ) : waiting && hits.length === 0 ? (
            <p className={note}>Searching…</p>
          ) : hits.length === 0 ? (
            <p className={note}>No results for “{search.query}”.</p>
          ) : null}
          {collection.group().map(([group, items]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel>{GROUP_LABEL[group as SearchHit['group']]}</Combobox.ItemGroupLabel>
              {items.map((item) => (
                <Combobox.Item key={hitValue(item)} item={item} className={css({ minH: '11', py: '1' })}>
                  <SearchHitText choice={item} />
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
          {typed && search.source === 'device' ? (
            <p className={note} role="note">
              {search.online ? 'Search is unavailable right now' : 'Offline'}: showing clubs, courts and tournaments on this device. Players are
              searchable online.
            </p>
          ) : null}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}
